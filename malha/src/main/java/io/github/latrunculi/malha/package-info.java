/**
 * Kharbga (module {@code malha}): the south-Tunisian flanking game on 7x7 with paired placement,
 * capture chains and the one-for-two exchange.
 *
 * <h2>Rules text</h2>
 *
 * The rules dossier of Kharbga (the KharbgaNet rules page, and where it is silent the KharbgaNet
 * program): an Attacker and a Defender set 24 soldiers each on a 7x7 board around its empty centre,
 * the malha d4, then capture by flanking. The library's choices where the page is silent are listed
 * at the end.
 *
 * <ul>
 *   <li><b>Setting</b>: the board starts empty; the Attacker ({@code S}) and the Defender ({@code
 *       s}) place two soldiers per turn, Attacker first, 12 pairs each, never on the malha d4. The
 *       Attacker's first pair must include d3, c4, e4 or d5. Nothing is captured during the
 *       setting. A pair is one move ({@code a1,d3}).
 *   <li><b>Opening</b> (phase {@code O}): the Attacker's first turn, necessarily a step into d4. If
 *       it leaves the Defender without a step, the Defender wins ({@code D:block}).
 *   <li><b>Steps and captures</b>: one orthogonal step to an empty square; the soldier that arrives
 *       captures every enemy neighbour whose far side holds a friend (up to three). Stepping
 *       between two enemies is safe; sandwiches nobody formed by a step are inert.
 *   <li><b>Chains</b>: after a capture, the same soldier must go on while it has a capturing step;
 *       each step is its own move and the position names the soldier ({@code cont} field).
 *   <li><b>Blocking</b>: later, a side without a step passes automatically and the other side moves
 *       again. There is no pass move.
 *   <li><b>Exchange</b>: five flagged plies ({@code x-y!}) trade one Defender soldier for two
 *       Attacker soldiers, then the Attacker moves.
 *   <li><b>End</b>: a side without soldiers loses ({@code A:elim}, {@code D:elim}); either side may
 *       resign at any time ({@code resign:a}, {@code resign:d}); no draws by default.
 * </ul>
 *
 * <h3>The exchange protocol</h3>
 *
 * <pre>
 *   NONE
 *     |  D flags a step x-y                              request (seed step 1)
 *     v
 *   R(u = y)
 *     |  A flags any step x-y                            accept, offer a1 = y (step 2)
 *     v
 *   O1(u, a1)
 *     |  D flags a step of the same soldier, u-y         confirm, u = y (step 3)
 *     v
 *   C1(u, a1)
 *     |  A flags a step x-y of another soldier, x != a1  second offer a2 = y (step 4)
 *     v
 *   O2(u, a1, a2)
 *     |  D flags a step of the same soldier, u-y         complete (step 5)
 *     v
 *   exchange: remove the Defender soldier on y and the Attacker soldiers on a1, a2;
 *   back to NONE; the Attacker moves next (the turn ends even if the step also captured)
 *
 *   any first step without the flag          -&gt; NONE (decline, withdraw)
 *   D flags another soldier in O1, O2        -&gt; R(new square): the protocol restarts
 *   D flags again after an Attacker pass     -&gt; same stage, u follows (R, C1)
 *   D's completing step captures a1 or a2    -&gt; R(y), no exchange
 *   tracked u captured -&gt; NONE;  tracked a1 or a2 captured -&gt; R(u)
 *   chain steps carry the tracked squares along and never change the stage
 *   illegal: an Attacker flag in NONE, O1, O2; a1 flagged again in C1;
 *            any flag in phase O or on a chain step
 * </pre>
 *
 * <h2>Variants and options</h2>
 *
 * One variant, {@code standard} ({@link io.github.latrunculi.malha.MalhaVariant#STANDARD}), made by
 * {@link io.github.latrunculi.malha.MalhaRules#standard()} with every option at its default or by
 * {@link io.github.latrunculi.malha.MalhaRules#of} with any options. Keys in this order in position
 * lines, only when not default:
 *
 * <ul>
 *   <li>{@code openingPair=TOUCH_MALHA} ({@code FREE}, {@code EACH_SIDE}); under the other two, an
 *       Attacker without a step when the setting ends passes, and the Defender starts phase M.
 *   <li>{@code settingImmunity=NONE} ({@code UNTIL_MOVED}: soldiers flanked when the setting ends
 *       go on the safe list and cannot be captured until they move).
 *   <li>{@code malhaImmunity=false} ({@code true}: a soldier on d4 is never captured).
 *   <li>{@code continuation=COMPULSORY} ({@code OPTIONAL}: the move {@code end} closes a chain).
 *   <li>{@code exchangeRequiresUnreachable=NONE} ({@code RAY}: a request must come from a soldier
 *       no Attacker soldier sees along a line, or from the soldier already tracked).
 *   <li>{@code blockedAttackerOwesExchange=false} ({@code true}: an Attacker blocked while an
 *       exchange is in progress loses, {@code D:block}).
 *   <li>{@code bothEliminated=ATTACKER_WINS} ({@code DRAW}: {@code =:elim}).
 *   <li>{@code noCaptureLimit=0}, no limit ({@code N}: after N plies without capture or exchange
 *       the game ends {@code =:limit}; the position line then has an eighth field, the count).
 *   <li>{@code limitResult=DRAW} ({@code MAJORITY}: the side with more soldiers wins, {@code
 *       A:limit} / {@code D:limit}; equal counts draw).
 * </ul>
 *
 * <h2>Notation</h2>
 *
 * A position line is {@code malha standard[,key=value...]} followed by seven fields (board, side,
 * phase, cont, exchange, safe, result), for example {@code malha standard 7/7/7/7/7/7/7 a P - - -
 * *}. It holds the whole state: no rule looks back at history. Moves are {@code a1,d3}, {@code
 * d3-d4}, {@code e6-e7!}, {@code end} and {@code resign:a}/{@code resign:d} ({@code resign} alone
 * means the side to move and formats with its letter). Legal-move lists and perft count placements,
 * steps, flagged steps and {@code end}; resignation is a meta action ({@link
 * io.github.latrunculi.core.Rules#isMetaAction}). {@link
 * io.github.latrunculi.malha.MalhaRules#playTurn} reads a whole turn as game records write it, one
 * soldier's squares in a chain ({@code d3-d4-d3-c3}). Outcome reasons: {@code ELIMINATION}, {@code
 * BLOCKED}, {@code RESIGNATION}, {@code NO_CAPTURE_LIMIT}.
 *
 * <h2>Typed queries</h2>
 *
 * None: {@link io.github.latrunculi.malha.MalhaRules} adds to the core contract only its factories,
 * {@link io.github.latrunculi.malha.MalhaRules#variant()}, and the record readers {@link
 * io.github.latrunculi.malha.MalhaRules#playTurn} / {@link
 * io.github.latrunculi.malha.MalhaRules#playTurns}, kept because game records write a whole turn as
 * one soldier's chain of squares ({@code d3-d4-d3-c3}), which neither the move notation nor the
 * interaction model reads. What a board needs to show comes from the interaction model: the squares
 * that start or complete a placement pair and a soldier's steps (flagged ones included) are what
 * core's {@code TurnBuilder} offers after each click; the flagged steps are the moves of kind
 * {@code exchange}; what a step captures, what an exchange removes and whether the chain goes on
 * are in its {@code moveInputs} description and in the view after it. The one question the contract
 * does not answer by itself, what raising the exchange flag means in this position, is the view's
 * fact {@code exchangeHint} rather than a typed query: it depends on the position and the options
 * alone, as the view does, so every user interface that shows facts shows it, with nothing
 * Kharbga-specific to call.
 *
 * <h3>The interaction model (board view and move inputs)</h3>
 *
 * Every soldier is kind {@code soldier}, labelled {@code S} (Attacker) or {@code s} (Defender).
 * Marks: {@code must-continue} on the soldier of a pending capture chain, {@code exchange} on the
 * soldiers the exchange protocol tracks ({@code u}, {@code a1}, {@code a2}), {@code safe} on the
 * safe list. Facts, in order: {@code phase}, {@code toAct}, {@code attackerSoldiers}, {@code
 * defenderSoldiers}, {@code continuation}, {@code exchange} (the position line's field), {@code
 * exchangeHint}, {@code quietPlies} (only under {@code noCaptureLimit}) and {@code result}. Inputs:
 * a placement pair is its two squares clicked in either order (kind {@code place}); a step is the
 * soldier's square then its destination (kind {@code step}, or {@code capture} when it captures); a
 * flagged step adds the choice {@code flag} (kind {@code exchange}), so a plain step is finished
 * with core's {@code finish} where its flagged form exists; {@code end} is a choice. A capture
 * chain goes on as further steps of the same soldier. Resignation is a meta action and has no
 * inputs.
 *
 * <h2>Deviations from the rules text</h2>
 *
 * No deviation from the KharbgaNet rules page. Where it is silent, the library chose:
 *
 * <ul>
 *   <li>Rejection codes: the rules name none; {@link io.github.latrunculi.malha.MalhaRejection} has
 *       one per rule a move can break.
 *   <li>The names of the option defaults {@code NONE}, {@code COMPULSORY}, {@code 0} (no limit) and
 *       {@code DRAW} are this library's.
 *   <li>{@code noCaptureLimit} counts steps only (placements and {@code end} do not count, the
 *       count stays 0 in the setting); the limit is checked when a turn ends, after blocking.
 *   <li>Position validity, beyond the form of each field, also requires: side {@code -} exactly in
 *       phase E; a finished game has no chain, exchange or safe list; the result agrees with the
 *       soldier counts and the options; the side to move has a legal move.
 *   <li>The Zobrist key covers every field of the position line; the quiet-ply count enters it
 *       modulo 128 (under {@code noCaptureLimit}). No field is left out on purpose.
 * </ul>
 *
 * <h2>Search heuristic</h2>
 *
 * <p>{@link io.github.latrunculi.malha.MalhaRules#evaluate} (what Monte-Carlo search scores a
 * playout by when it stops before the end) gives the Attacker a logistic function of its soldier
 * advantage, where the advantage is the soldier difference, plus 0.04 per step of mobility more
 * than the Defender, minus 0.35 per own soldier open to capture on the next move (an enemy on one
 * side, an empty square on the other with another enemy next to it) more than the Defender's, minus
 * the Defender's expected gain from the exchange under way (0.1 to 0.7 soldier by stage); the
 * Defender gets the complement. Mobility and open soldiers are left out while the soldiers are
 * being set. Random playouts of Kharbga almost never eliminate a side, so without this search has
 * nothing to climb. {@link io.github.latrunculi.malha.MalhaRules#noisyMoves} lists the steps that
 * remove soldiers (captures, and the step that completes an exchange), which a quiescence search
 * follows past the depth limit.
 */
package io.github.latrunculi.malha;
