/**
 * Chief (module {@code chief}): the pushing game published as <i>Divoshi</i>, where an attacked
 * piece is pushed back one square and captured only when it has nowhere to go.
 *
 * <h2>Rules text</h2>
 *
 * <p>The rules page of divoshi.com and the variants its author describes, as the project's Chief
 * rules dossier gives them (the game page {@code docs/games/chief.md} restates them), with the
 * library's choices where those texts are silent (under Deviations below). In brief:
 *
 * <ul>
 *   <li>Board W&times;H with W odd from 5 to 11 and H = 7 or 9 (default 5x7); White (ranks
 *       1&ndash;2) moves first. Back rank {@code A R W… K W… A R} (no Warriors on 5-wide boards);
 *       Savages in front. Black's back rank is White's rotated by 180 degrees on 7-rank boards and
 *       mirrored on 9-rank boards ({@code rows9=rotate} rotates there too).
 *   <li>Chief, Warrior and Savage move up to 2 squares, the Amazon up to 3, the Rider any distance,
 *       along one of the 8 directions, never jumping.
 *   <li>Moving onto an enemy ends the move there; the enemy retreats one square along the move if
 *       that square is on the board and empty (push, {@code :}), otherwise it is removed (capture,
 *       {@code x}). The Chief is pushed like any piece.
 *   <li>A pushed piece may not move on its owner's next turn, unless it is a Warrior pushed by a
 *       non-Warrior.
 *   <li>Push limit: with three pushes in a row out of one square (by either side), a fourth push
 *       onto it is illegal; captures onto it stay legal ({@code limitcaptures=true} forbids them
 *       too).
 *   <li>A side with no move passes (the explicit move {@code pass}, legal only then).
 *   <li>Capturing the enemy Chief wins ({@code CHIEF_CAPTURED}); a position occurring for the third
 *       time draws ({@code REPETITION}). Positions are the same when board, side to move, frozen
 *       pieces, push row and hands are equal.
 * </ul>
 *
 * <h2>Variants ({@link io.github.latrunculi.chief.ChiefVariant.Mode}) and options with defaults
 * </h2>
 *
 * <ul>
 *   <li>{@code standard}; {@code wild} (alias {@code chaos}, printed back as {@code wild}): both
 *       armies start in hand, White places first anywhere, then normal play; {@code assassination}
 *       (default 7x7): hands {@code KASSS}/{@code asss}, the Chief is placed last, Black moves
 *       first, White may bring in Savages on the outer ring instead of moving; Black wins by
 *       capturing the Chief, White by capturing every black piece ({@code ALL_CAPTURED}); {@code
 *       armageddon}: no Chiefs, pieces scattered at random from {@link
 *       io.github.latrunculi.chief.ChiefRules#initial(long)}'s seed, every plain move must bring
 *       the piece closer to some enemy, a side with no pieces loses ({@code ALL_CAPTURED}); {@code
 *       multi3}/{@code multi4} (11x11, or 9x9): 5-wide armies on the edges, seats South {@code w},
 *       West {@code r}, North {@code b}, East {@code g}, clockwise; a seat whose Chief is captured
 *       is out; the last seat with a Chief wins.
 *   <li>Options (one {@link io.github.latrunculi.core.registry.OptionSpecs}), written in
 *       alphabetical order and only when not default: {@code eliminated=remove} ({@code keep}),
 *       {@code limitcaptures=false}, {@code passresets=true}, {@code pushlimit=3} (1&ndash;99),
 *       {@code reinforce=2} (0&ndash;3), {@code repetition=3} (0 = off, or 2&ndash;99), {@code
 *       rows9=mirror} ({@code rotate}), {@code savagecap=7} (3&ndash;99), {@code scatter=board}
 *       ({@code home}), {@code stepmetric=chebyshev} ({@code euclid}), {@code steprule=closer}
 *       ({@code notfarther}). The names of the defaults ({@code remove}, {@code mirror}, {@code
 *       board}, {@code chebyshev}, {@code closer}) and the numeric ranges are this library's. Every
 *       option is accepted in every variant and kept in its lines, even where it has no effect.
 * </ul>
 *
 * <h2>Notation</h2>
 *
 * <p>{@link io.github.latrunculi.chief.ChiefNotation} writes positions as {@code chief <variant>
 * <W>x<H> <board> <side> <frozen> <push> [<hand>]}, for example {@code chief standard 5x7
 * rakra/sssss/5/5/5/SSSSS/ARKAR w - -}; moves {@code c2-c4}, {@code c3:c5}, {@code a3xc3}, {@code
 * pass}, {@code K@c3}, {@code S@a1,S@g1}. The separator must match what the move does ({@code
 * KIND_MISMATCH} names the right form). When several reasons apply, the first in the order of
 * {@link io.github.latrunculi.chief.ChiefRejection} is reported. The position line holds no
 * history: the repetition draw counts the persistent list of position keys kept in {@link
 * io.github.latrunculi.chief.ChiefPosition#history()}, which a parsed position starts afresh and
 * {@link io.github.latrunculi.core.registry.GameRecord#replay()} rebuilds from a record's moves.
 * Captures (outside {@code assassination}, where reinforcements can restore a piece count) and
 * placements are irreversible, so the history restarts there.
 *
 * <p>The position line carries the board size, so {@link io.github.latrunculi.chief.ChiefGame}
 * reads it from the line. Sizes per variant: odd widths 5 to 11 by 7 or 9 ranks (default 5x7; 7x7
 * for {@code assassination}), and 11x11 or 9x9 (default 11x11) for {@code multi3}/{@code multi4}.
 * The Zobrist key covers every field of the position line.
 *
 * <h2>Typed queries</h2>
 *
 * <p>None: {@link io.github.latrunculi.chief.ChiefRules} answers user interfaces through the core's
 * interaction model alone, which says all a Chief interface asks. The board view has the kind ids
 * {@code chief warrior rider amazon savage}, the line's letters as labels, the marks {@code frozen}
 * (each frozen piece, with the rule) and {@code push-limit} (the square the push limit closes) and
 * the facts {@code phase}, {@code toAct}, {@code pushRow}, {@code pushLimit}, {@code hand}, {@code
 * out} and {@code winner}. A step is entered as origin and target clicks, {@code pass} as a choice,
 * a placement {@code K@c3} as the choice {@code place-k} and the square, a reinforcement as {@code
 * place-s} and its squares in either order. The targets of a piece are the turn builder's next
 * inputs after a click on it, each with its kind ({@code step}, {@code push}, {@code capture}); a
 * click on a frozen piece is refused with {@code FROZEN}, and on the limited square after a piece
 * that may not attack it with {@code PUSH_LIMIT}. A typed query of the legal targets or of the
 * pieces held back would tell nothing more, so Chief keeps none.
 *
 * <h2>Deviations from the published rules</h2>
 *
 * <p>None. Where the published rules are silent, the library decides:
 *
 * <ul>
 *   <li>Position lines that describe no reachable position (more pieces of a kind than the army
 *       holds, the side not to move without its Chief, a frozen square or push row that no push
 *       could leave) are refused with the extra code {@code INVALID_POSITION}; syntax errors, a
 *       variant or size field other than the rules' own, and squares off the board give {@code
 *       MALFORMED}. A variant field must be canonical (options in key order, no default values);
 *       {@code chaos} is accepted for {@code wild}.
 *   <li>A step during the placement phase is {@code MUST_PLACE} even when the mover's own hand is
 *       empty (it must pass). A reinforcement during placement is {@code MUST_PLACE}; by Black it
 *       is {@code NOT_IN_HAND}; more Savages in one turn than {@code reinforce} allows is {@code
 *       SAVAGE_CAP}; several {@code S@} parts outside {@code assassination} are {@code MALFORMED}.
 *   <li>Armageddon's setup: the candidate squares (the whole board, or the occupied squares of the
 *       standard start with {@code scatter=home}) are shuffled by Fisher&ndash;Yates with {@code
 *       SplittableRandom(seed)}; White's Warriors, Riders, Amazons and Savages, then Black's, take
 *       them in order. {@code initial()} is seed 0.
 *   <li>Multiplayer: with {@code eliminated=keep} the pieces of a seat that is out keep their seat
 *       letter in the notation (the seat has no Chief, so it never moves again); pushing them
 *       freezes nothing. A repetition draw with a seat already out is a {@link
 *       io.github.latrunculi.core.Outcome.Ranking} of the seats still in over those out; with every
 *       seat in it is a plain draw.
 * </ul>
 *
 * <h2>Search heuristic</h2>
 *
 * <p>{@link io.github.latrunculi.chief.ChiefRules#evaluate} (what Monte-Carlo search scores a
 * playout by when it stops before the end) gives each player its share of a softmax over material
 * (slope 0.5 per point): Rider 4, Amazon 3, Warrior 2, Savage 1, on the board and in hand; the
 * Chief counts nothing, and with three or four players a seat whose Chief is gone gets no share (in
 * {@code assassination} Black has no Chief, and keeps its share). For two players that is a
 * logistic function of the material difference. A frozen piece counts half; each enemy piece that
 * could attack a Chief next (the nearest piece on a line, within its range, not frozen) costs the
 * Chief's side half a point for a push and one and a half for a capture, twice that when the
 * attacker's side is to move. It gives search a gradient on the large boards, in the placement
 * variants and in {@code armageddon}, where playouts often stop before the game ends, and it scores
 * the leaves of alpha-beta search. {@link io.github.latrunculi.chief.ChiefRules#noisyMoves} lists
 * the captures, which a quiescence search follows past the depth limit.
 */
package io.github.latrunculi.chief;
