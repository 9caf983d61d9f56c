/**
 * Desdemona (module {@code amazonsflip}): Amazons crossed with Othello on a 10x10 board, a game by
 * Rey Alicea (2020).
 *
 * <h2>Rules text</h2>
 *
 * <p>This module implements the rules as the Chessicals site played them in its version of 7
 * November 2020 (the rules page and program of the algol5 project), and the rule sets added there
 * later as named variants. In short:
 *
 * <ul>
 *   <li>Board 10x10, files a to j, ranks 1 to 10; player 1 ({@code A}, stones {@code S}) moves
 *       first. Setup: player 1 amazons a7, d1, g10, j4; player 2 amazons ({@code a}, stones {@code
 *       s}) a4, d10, g1, j7; no stones.
 *   <li>A turn is one move: an amazon moves like a chess queen over empty squares, then the same
 *       amazon fires. Player 1's very first turn is the move alone (no fire); every other turn must
 *       fire.
 *   <li>A plain shot flies over empty squares (the square just left is empty) and leaves a stone of
 *       the shooter's colour. A flip shot starts right next to the amazon, jumps a run of one or
 *       more enemy stones and lands on the empty square right behind them; the jumped stones turn
 *       to the shooter's colour and a neutral stone ({@code N}) lands on the target. Neutral
 *       stones, own stones, amazons, empty gaps and the edge stop a flip; only the jumped line
 *       flips.
 *   <li>A move after which the moved amazon has no fire target is illegal: legal moves are whole
 *       turns (move and fire).
 *   <li>The game ends as soon as the player to move has no legal turn; more stones wins, equal
 *       counts draw, neutral stones and amazons do not count, and it does not matter who was
 *       starved. The outcome reason is {@code STARVATION}.
 * </ul>
 *
 * <h2>Variants and options</h2>
 *
 * <p>The variants are named rule sets; the game has no options (its {@code OptionSpecs} is empty,
 * so the variant field of a position line is the variant name alone) and one size, 10x10. {@link
 * io.github.latrunculi.amazonsflip.AmazonsflipRules#standard()} is {@code regular}.
 *
 * <ul>
 *   <li>{@code regular} (default) and {@code border} are the authoritative rules. {@code border}: a
 *       plain shot may not land on the 36 perimeter squares (flip shots may), and a flip shot
 *       leaves a stone of the shooter's colour instead of a neutral one.
 *   <li>{@code desdemona2} = the {@code border} rules and {@code cassio} = the {@code regular}
 *       rules, both with the centre stones P1 e5, f6 and P2 e6, f5 (as the later Chessicals program
 *       has them; where its later prose differs on the stone a shot leaves, this module follows the
 *       program).
 *   <li>{@code iago1115} and {@code iago} (same centre stones): moves may pass through the mover's
 *       own amazons and stones (not through neutral stones); shots are plain only and leave an own
 *       stone, flying over empty squares only ({@code iago1115}) or also through own units ({@code
 *       iago}); the placed stone then flips, in all eight directions, every run of enemy stones
 *       closed by an own stone or an own amazon. No perimeter rule.
 * </ul>
 *
 * <h2>Notation</h2>
 *
 * <p>Position line: {@code amazonsflip <variant> <board> <side> <first>}, for example {@code
 * amazonsflip regular 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F}: the board, the player to move and
 * the opening flag, after the variant that every game's position line names second. Turns are
 * {@code d1-d4} on the opening turn and {@code d1-d4/d7} otherwise. A game score (turns separated
 * by white space, optional result token {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}) is read and
 * written by {@link io.github.latrunculi.amazonsflip.AmazonsflipNotation#parseTurnList} and {@link
 * io.github.latrunculi.amazonsflip.AmazonsflipNotation#formatTurnList}; the stored form of a game
 * is the core {@link io.github.latrunculi.core.registry.GameRecord}. There is no history-dependent
 * rule, so a position line is the whole state.
 *
 * <h2>Typed queries</h2>
 *
 * <p>None. User interfaces use the core interaction model, which expresses every step of a turn:
 * {@link io.github.latrunculi.amazonsflip.AmazonsflipRules#view} shows amazons ({@code amazon},
 * labels {@code A a}) and stones ({@code stone}, {@code S s}) with their owners and neutral stones
 * ({@code neutral}, {@code N}) with none, and the facts {@code phase}, {@code toAct}, {@code
 * stones1}, {@code stones2}, {@code neutralStones} and, at the end, {@code result}; there are no
 * marks. {@link io.github.latrunculi.amazonsflip.AmazonsflipRules#moveInputs} enters a turn with
 * square clicks only: the amazon, its destination, then the fire target (none on the opening turn);
 * the kinds are {@code move} (the opening move), {@code fire} (a plain shot) and {@code flip} (a
 * shot that flips), described as in {@code b4-d4, fire at d6 flipping d5}. The core {@link
 * io.github.latrunculi.core.interaction.TurnBuilder} therefore offers, step by step, the amazons
 * that begin a legal turn, their destinations that have a fire target, and the fire targets with
 * their kinds. A click that continues no legal turn is refused with this game's code ({@code
 * NOT_AN_AMAZON}, {@code NOT_YOUR_AMAZON}, {@code AMAZON_STUCK}, {@code NO_FIRE_TARGET}, or the
 * move's or shot's own reason).
 *
 * <h2>Deviations and choices</h2>
 *
 * <p>No deviation from the published rules. The rules page's prose example names d4, a2 and a3
 * where its diagram (and the program) has a1, b1, c1 and d1; this module follows the diagram. Where
 * the rules are silent, the module chooses:
 *
 * <ul>
 *   <li>A starting position without a legal turn is over and scored like any other starvation (the
 *       Chessicals program leaves the case open).
 *   <li>Rejection codes are this module's ({@link
 *       io.github.latrunculi.amazonsflip.AmazonsflipRejection}); the rules only say "illegal". When
 *       a shot is refused and the moved amazon has no fire target at all, the message says so.
 *   <li>Custom positions may hold any number of amazons; parsing only checks the notation, and
 *       {@code F} with side 2 is refused (only player 1 has a move-only opening turn).
 *   <li>Iago: a neutral stone (only reachable in custom positions) blocks moves and shots and
 *       closes no run.
 *   <li>Stone counting, outcomes and the order of legal moves (amazons by square index a1, b1, …;
 *       directions N, NE, E, SE, S, SW, W, NW; nearer squares first) are fixed so that games replay
 *       identically.
 * </ul>
 *
 * <h2>For search</h2>
 *
 * <p>{@link io.github.latrunculi.amazonsflip.AmazonsflipRules#randomMove} draws a uniform random
 * turn without building the move list (rejection sampling, uniform over exactly the turns {@code
 * legalMoves} lists: over the numbered squares of each queen line on an open board, over the
 * amazons' destination sets on a fuller one, with each destination weighted by its candidate
 * targets on a crowded one; exact counting where nearly every destination is a dead end), and makes
 * a new turn object per draw, which is cheaper than finding the shared one in a table too large for
 * the processor's caches. {@code legalMoves} generates the list in one pass and hands out shared
 * turn objects: a turn is a value, so one object per (amazon square, destination, target) is made
 * once and reused by every position, variant and thread (a table of 122,500 references, about 490
 * kB). The Zobrist key covers the whole position line (board, side to move, opening flag); no field
 * is left out.
 *
 * <p>{@link io.github.latrunculi.amazonsflip.AmazonsflipRules#turnSteps} splits a turn for tree
 * search into the queen move ({@code from | to << 8}, board indices) and then the fire target's
 * index; a move after which the amazon has no target (a dead end of the border rules) is not
 * offered. Its random draw by parts is uniform over the moves, then over the move's targets.
 *
 * <p>{@link io.github.latrunculi.amazonsflip.AmazonsflipRules#evaluate} (what Monte-Carlo search
 * scores a playout by when it stops before the end) is a logistic function (slope 0.3) of the stone
 * difference, the score the end of the game counts, plus 0.1 per empty square the player's amazons
 * reach in one queen move more than the opponent's (mobility, the classic Amazons evaluation, which
 * here is also room to fire and flip), plus 0.1 per square of territory more than the opponent's (a
 * player's territory: the empty squares its amazons reach in fewer queen moves than the enemy's).
 * {@code noisyMoves} lists none: every turn places or flips stones, and the flipping turns are too
 * many for a quiescence search to settle (see {@link
 * io.github.latrunculi.amazonsflip.AmazonsflipRules}).
 */
package io.github.latrunculi.amazonsflip;
