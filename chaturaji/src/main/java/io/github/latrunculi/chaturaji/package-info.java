/**
 * Chaturaji (module {@code chaturaji}): four-handed chaturanga in two camps of allies, free or with
 * the die.
 *
 * <h2>The rules text</h2>
 *
 * This package implements the game as the Italian article "Come giocare allo Shaturanga" describes
 * it (a translation of the French "Le Shaturanga"), as the project's rules dossier for the {@code
 * chaturaji} module reads it, with options for the readings of Forbes, Murray, al-Bīrūnī and
 * others, and the library's choices where the article is silent (listed below).
 *
 * <h2>The rules in brief</h2>
 *
 * <ul>
 *   <li><b>Board and armies</b>: 8×8, a1 bottom left. Red (east, h1–h4 and g1–g4), Green (south,
 *       a1–d1 and a2–d2), Yellow (west, a8–a5 and b8–b5), Black (north, h8–e8 and h7–e7); per army
 *       a boat on the corner, then horse, elephant and maraja along the edge, and a soldier in
 *       front of each, linked to that man. Camps: RY (Red and Yellow) against GB (Green and Black).
 *       Turn slots go clockwise r, g, y, b; Red starts (see the setup option below).
 *   <li><b>Men</b>: maraja one square any way; elephant slides along ranks and files over empty
 *       squares; horse leaps like a knight; boat leaps exactly two squares diagonally over
 *       anything; soldier one square forward (Red west, Green north, Yellow east, Black south) and
 *       captures one square diagonally forward. No check: marajas are captured like other men.
 *       Allied men are never captured. <b>Hierarchy</b>: soldiers and boats capture only soldiers
 *       and boats.
 *   <li><b>Promotion</b>: a soldier reaching its far edge becomes the lane type of the destination
 *       (lanes 1 and 8 boat, 2 and 7 horse, 3 and 6 elephant, 4 and 5 maraja), only if its army has
 *       no man of that type on the board; otherwise it may not enter that square.
 *   <li><b>Turns</b>: the actor of a slot is the camp's commander, else the slot's army; a slot
 *       whose army has no maraja and no commander is lost (skipped). An army whose ally is headless
 *       commands both armies on its own slot. In die mode every slot first throws (an explicit
 *       chance move {@code R1}–{@code R4}, each ¼), then moves a commanded man the value selects: 1
 *       boat, 2 horse, 3 elephant, 4 maraja, each with its linked soldier. With no legal board move
 *       the only board action is the lost turn {@code --}.
 *   <li><b>Boat triumph</b>: a boat completing a 2×2 block of four boats with an enemy among them
 *       removes the enemy boats; the allied boat passes to the winner ({@code yB*}).
 *   <li><b>Thrones</b>: a maraja entering its ally's throne makes its army the commander of the
 *       camp, playing both slots with all sixteen men, until it is captured.
 *   <li><b>Exchange</b>: {@code Xrg} brings two captured marajas of opposite camps back, each to
 *       its throne or the nearest empty square (king distance, lowest index on ties).
 *   <li><b>End</b>: a camp with no men on the board loses ({@code ALL_MEN_CAPTURED}); 200 turns
 *       without progress draw ({@code NO_PROGRESS}); all slots lost draw ({@code DEADLOCK}).
 * </ul>
 *
 * <h2>Variants and options</h2>
 *
 * Named variants {@code partnership} (free mode, default) and {@code partnership-dice} (die mode).
 * Options in variant-field order, with defaults: {@code dice=seed} (also {@code forbes}, {@code
 * biruni}; only with partnership-dice), {@code link=identity} ({@code lane}), {@code hierarchy=on}
 * ({@code off}), {@code triumph=seed} ({@code all}, {@code off}), {@code promotion=lane-if-lost}
 * ({@code lane}, {@code none}), {@code gadha=off} ({@code on}), {@code headless=ally} ({@code
 * frozen}), {@code exchange=claim} ({@code off}), {@code release=off} ({@code on}), {@code end=all}
 * ({@code marajas}), {@code noprogress=200} (0 to 1,000,000; 0 = off). See {@link
 * io.github.latrunculi.chaturaji.ChaturajiVariant}.
 *
 * <h2>Notation</h2>
 *
 * The position line is {@code chaturaji <variant> <board> <slot> <die> <commanders> <prisoners>
 * <quiet> <turn>}, men as {@code rK}, {@code gPB} (soldier linked to the boat), {@code yB*}
 * (transferred boat); moves {@code e2-e3}, {@code e4xe5}, {@code c7-c8=E}, {@code R3}, {@code --},
 * {@code Xrg}, {@code Xg}. Parsing accepts canonical text only (the variant field must be the
 * rules' own canonical field; numbers are canonical decimals), with two leniencies: {@code -} for a
 * capture and a missing suffix on a forced promotion. The position line is complete: no rule looks
 * back. Rejection codes: {@link io.github.latrunculi.chaturaji.ChaturajiRejection}, each with a
 * core category.
 *
 * <h2>Typed queries</h2>
 *
 * None: {@link io.github.latrunculi.chaturaji.ChaturajiRules} offers only the {@link
 * io.github.latrunculi.core.Rules} contract, its factories {@code standard()} and {@code
 * of(variant)}, and {@code variant()}. What a user interface needs the interaction model states
 * (see below): who acts for the current slot, which matters when a commander or the ally of a
 * headless army plays it, is the seat of {@code toMove} and the view's fact {@code toAct}; the
 * faces of the die and their probabilities are the outcomes of {@code toMove}'s chance event; the
 * men the value showing lets move are the view's {@code die-allows} marks, and what the value
 * selects its {@code die} fact; a man's targets and promotion choices are what {@link
 * io.github.latrunculi.core.interaction.TurnBuilder} offers after a click on it; a click on a man
 * the actor does not command is refused with {@code NOT_COMMANDED}.
 *
 * <p>{@link io.github.latrunculi.chaturaji.ChaturajiRules#initial(ChaturajiArmy)} is a setup
 * option, not a query: it starts the game with another army on the first slot, which the rules text
 * allows (it does not fix the first mover) and the position line records in its slot field.
 *
 * <h2>Deviations from the rules text</h2>
 *
 * None known. Where the rules text is silent or unclear, the package decides:
 *
 * <ul>
 *   <li>{@code promotion=lane} promotes to the lane type even when that type is on the board,
 *       except to a second maraja: an army has at most one maraja, so a soldier may not enter a
 *       maraja-lane edge square while its army's maraja is on the board.
 *   <li>{@code gadha=on} with {@code promotion=none}: the privileged soldier may also enter its
 *       edge and stay a soldier ("may promote").
 *   <li>{@code headless=frozen}: an army without its maraja has its slot lost and its men never
 *       move, even in a unified camp; its ally then commands all of its own men, its transferred
 *       boats included.
 *   <li>{@code triumph=all}: the winning boat's transferred flag follows the source text's rule
 *       (owner ≠ actor), like the friendly boats of the default.
 *   <li>Release ({@code release=on}): offered for a prisoner of the slot's camp that has no maraja
 *       on the board, when both enemy armies are prisoners without a maraja on the board.
 *   <li>A soldier promoted to maraja on its ally's throne makes its army the commander (the throne
 *       rule read literally: "the moved man is a maraja now standing on its ally's throne"). A
 *       promotion to maraja leaves the army's entries among the prisoners (only an exchange or a
 *       release removes them).
 *   <li>Rejections: the first failing check wins, in this order: game over, throw or move expected,
 *       malformed, no man, not commanded, die mismatch, geometry, blocked path, friendly
 *       destination, soldier capture rules, hierarchy, capture mark, promotion. A soldier moving
 *       straight onto an enemy man, or diagonally onto an empty square without {@code x}, is {@code
 *       BAD_GEOMETRY}; a {@link io.github.latrunculi.chaturaji.ChaturajiMove.Step} built in code
 *       whose capture flag is false on an enemy-occupied square is {@code MALFORMED}.
 *   <li>The Zobrist key covers the board, slot, die field, commanders and prisoners; the quiet
 *       counter and turn number, the last two fields of the position line, are left out on purpose
 *       (they never make two positions play differently except through the no-progress limit).
 *   <li>Setup: {@code dice=seed} is accepted with {@code partnership} (it is the default and is not
 *       written); any other {@code dice} value there is {@code INVALID_OPTION}. The board size is
 *       8x8 only.
 *   <li>When all four slots are lost (unreachable under the defaults) the slot field names the next
 *       seat clockwise.
 * </ul>
 *
 * <h2>Interaction model</h2>
 *
 * The view shows every man with its army, a kind id ({@code maraja}, {@code elephant}, {@code
 * horse}, {@code boat}, {@code soldier}) and its token as label, the camps as teams, the marks
 * {@code die-allows} and {@code transferred}, and the facts {@code slot}, {@code toAct}, {@code
 * die}, {@code commanders}, {@code prisoners}, {@code men}, {@code quiet}, {@code turn} (and {@code
 * outcome} at the end). Inputs: a board move is the man's square, its destination and, for a
 * promotion, the choice {@code promote-k|e|h|b}; the throw {@code R<d>} is the choice {@code
 * throw-<d>}, the lost turn the choice {@code pass}, an exchange {@code exchange-rg}, a release
 * {@code release-g}.
 *
 * <h2>Roles</h2>
 *
 * {@link io.github.latrunculi.chaturaji.ChaturajiRules} is a thin facade over the package-private
 * roles, which share one {@code ChaturajiContext} (the variant, its variant field and its die's
 * tables) and the board's {@code ChaturajiTables}: {@code ChaturajiMoveGenerator} (the hot loop
 * over packed move codes in the core kit's scratch buffers), {@code ChaturajiMoveCheck} (validates
 * one action directly, in the rules' order of checks), {@code ChaturajiTransition} with its scratch
 * {@code ChaturajiDraft} (the trusted apply, the only dispatch over action kinds), {@code
 * ChaturajiPositionCheck} (positions that cannot arise), {@code ChaturajiKeys} (Zobrist blocks),
 * {@code ChaturajiDiagram} (view and text diagram) and {@code ChaturajiInputs} (move inputs and
 * explanations of refused clicks).
 *
 * <h2>Costs</h2>
 *
 * <table>
 *   <caption>Costs of the main operations</caption>
 *   <tr><th>operation</th><th>cost</th></tr>
 *   <tr><td>{@code legalMoves}, {@code countLegalMoves}, {@code randomMove}</td><td>visits only
 *       the commanded men of the selected kinds, found through per-army and per-kind square masks;
 *       nothing allocated but the result ({@code randomMove} returns shared values for throws,
 *       the pass and steps without promotion)</td></tr>
 *   <tr><td>{@code apply}</td><td>one copy of the 64-byte board and of the nine square masks;
 *       key, masks, census and outcome updated incrementally</td></tr>
 *   <tr><td>{@code play}</td><td>the direct checks of the move (a pass counts the board moves
 *       once), then {@code apply}</td></tr>
 *   <tr><td>{@code board()}</td><td>builds a {@link io.github.latrunculi.core.Board} view: for
 *       user interfaces, not for search</td></tr>
 * </table>
 *
 * <h2>Search heuristic</h2>
 *
 * <p>{@link io.github.latrunculi.chaturaji.ChaturajiRules#evaluate} (what Monte-Carlo search scores
 * a playout by when it stops before the end) gives both players of a camp a logistic function
 * (slope 0.2) of the camp's material advantage: maraja 8, elephant 5, horse 3, boat 2, soldier 1.
 * The maraja weighs most because capturing both enemy marajas wins and losing one costs its army
 * its turns. Random four-army playouts rarely reach an end within the playout cap, so without it
 * search sees almost only draws. {@link io.github.latrunculi.chaturaji.ChaturajiRules#allied} makes
 * the two armies of a camp allies, and {@link
 * io.github.latrunculi.chaturaji.ChaturajiRules#noisyMoves} lists the captures (never a throw),
 * which a quiescence search follows past the depth limit.
 */
package io.github.latrunculi.chaturaji;
