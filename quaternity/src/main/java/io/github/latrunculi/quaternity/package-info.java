/**
 * Quaternity (module {@code quaternity}): four-player chess on a 12 x 12 board, where a mated army
 * passes to whoever completes the mate.
 *
 * <h2>Rules</h2>
 *
 * <p>The module implements the seventeen "Basic Rules" published on quaternity.com, as the rules
 * dossier of the project restates them (with the setup of the official tutorial), and the library's
 * choices where they are silent (listed last). In brief:
 *
 * <ul>
 *   <li>Four armies of 16 pieces pack the corners: White a1, Red a12, Black l12, Green l1. Play
 *       goes clockwise White, Red, Black, Green; frozen and eliminated players are skipped.
 *   <li>Pieces move as in chess; there is no castling and no en passant. Pawns step one square in
 *       their fixed direction (north, east, south or west, away from their corner) and capture on
 *       the two squares diagonally ahead. They promote, compulsorily, on the far rank or file, to a
 *       queen, rook, bishop or knight of their own colour.
 *   <li>Each army's two Advanced Central Pawns start uncommitted on its main diagonal: they step to
 *       either of two directions (45 degrees left or right of the diagonal) and capture forward
 *       along the diagonal, left or right. A step commits the pawn; a capture along the diagonal
 *       keeps the choice; a side capture commits it to that side's direction.
 *   <li>A move may not leave the mover's king in check. Check comes from the pieces of every active
 *       player; frozen pieces block but attack nothing.
 *   <li>After every move each other king that is in check and whose owner could not cure it with
 *       its own pieces (a frozen owner judged as if it were alive) is mated at once, whoever
 *       completed the position: the king is removed and all pieces its owner controlled pass to the
 *       mover, keeping their colour and pawn directions and coming alive. Mates are judged on one
 *       snapshot and repeated while removals create new ones. Kings are never captured.
 *   <li>By default a move that mates a king whose removal exposes the mover's own king is illegal
 *       ({@code SELF_EXPOSURE=FORBID}).
 *   <li>A player with no legal move who is not in check passes, when more than two players are
 *       active; with two active players it is a draw (stalemate).
 *   <li>Resigning, losing on time and walking over freeze a player's army in place, at any time;
 *       its king can still be mated. Draws are offered by the player to move and need the
 *       acceptance of every other active player; any move, pass or freeze cancels an offer.
 *   <li>The game ends when one player is left active (it wins), or in a draw.
 * </ul>
 *
 * <h2>Variant and options</h2>
 *
 * <p>One variant, {@code standard}, with these options, written in the variant field of position
 * lines in this key order when they differ from the default:
 *
 * <table>
 *   <caption>Options</caption>
 *   <tr><th>option</th><th>default</th><th>alternatives</th></tr>
 *   <tr><td>firstPlayer</td><td>w</td><td>r, b, g</td></tr>
 *   <tr><td>turnDirection</td><td>clockwise</td><td>counterclockwise</td></tr>
 *   <tr><td>acpSideCaptureCommits</td><td>true</td>
 *       <td>false (a side capture keeps the choice)</td></tr>
 *   <tr><td>frozenPiecesAttack</td><td>false</td><td>true</td></tr>
 *   <tr><td>frozenPiecesCapturable</td><td>true</td><td>false (kings never, either way)</td></tr>
 *   <tr><td>kingCapture</td><td>false</td><td>true</td></tr>
 *   <tr><td>SELF_EXPOSURE</td><td>FORBID</td><td>ALLOW</td></tr>
 *   <tr><td>twoPlayerStalemate</td><td>draw</td><td>pass, loss</td></tr>
 *   <tr><td>autoPass</td><td>false</td><td>true</td></tr>
 *   <tr><td>resignOnlyOnTurn</td><td>false</td><td>true</td></tr>
 *   <tr><td>endWhenOneActive</td><td>true</td><td>false</td></tr>
 *   <tr><td>noProgressLimit</td><td>0 (off)</td><td>N from 1 to 100000: the game is drawn
 *       ({@code NO_PROGRESS}) after N turns in a row without a capture, a pawn move or a mate
 *       </td></tr>
 * </table>
 *
 * <h2>Notation</h2>
 *
 * <p>A position line is {@code quaternity standard[,options] <QFEN>} with the six QFEN fields
 * (placement, side to move, controllers, statuses, offer, result), for example the start: {@code
 * quaternity standard rK2rRrP>2bP<bR2bK/.../wK2wRwP>2gP<gR2gK w wrbg AAAA - *}. The line holds the
 * whole state: no Quaternity rule looks back at history. Parsing checks that the line describes a
 * position play can reach (one king per player still in the game, controllers, statuses, offer and
 * result that agree, pawns on their army's axes and off their promotion lines) and also refuses an
 * unsettled turn (a player to move without a legal move that should have been mated, passed over or
 * drawn). It accepts two extra forms that are never printed: the six fields alone, and {@code
 * quaternity standard startpos}.
 *
 * <p>Actions are written {@code e2-f2}, {@code d3xj9} (a capture may also be written with {@code
 * -}), {@code f11-f12=Q}, {@code pass}, {@code resign(r)}, {@code timeout(g)}, {@code walkover(b)},
 * {@code offer-draw}, {@code accept-draw(r)}, {@code decline-draw(g)}, each with an optional {@code
 * p:} prefix that must name the player to move. The direction a central pawn commits to follows
 * from its destination.
 *
 * <p>Moves of the game are piece moves and the pass (listed only when it is the sole move).
 * Resigning, time-out, walk-over, draw offers and answers are meta actions: {@code play} accepts
 * them but {@code legalMoves} and perft never list them. A pending offer does not bind anybody to
 * answer before moving, so answering is never the only thing a player may do.
 *
 * <p>Option {@code noProgressLimit} (the four-player counterpart of chess's 50-move rule, for
 * example {@code noProgressLimit=200} for 50 turns each) counts turns: every move and every pass,
 * whoever plays it; resignations, draw offers and answers do not count, and automatic passes of
 * {@code autoPass} are not turns. A capture, a pawn move (promotions included) or a mate restarts
 * the count. When the count reaches the limit after a turn the game is drawn at once, before the
 * next player's turn is settled (so a stalemate or mate that the next player would meet does not
 * happen). Under this option only, the position line carries the count as a seventh field after the
 * six QFEN fields, for example {@code quaternity standard,noProgressLimit=200 <QFEN> 17}; without
 * it the line is unchanged. Parsing refuses a count above the limit, and a count at the limit
 * unless the result is {@code D} without a draw offer.
 *
 * <p>Outcomes: a win {@code LAST_ACTIVE_PLAYER}; a draw {@code AGREEMENT}, {@code STALEMATE} or,
 * under {@code noProgressLimit}, {@code NO_PROGRESS}; with {@code twoPlayerStalemate=loss} a win
 * {@code STALEMATE} for the player not stalemated.
 *
 * <p>The Zobrist key ({@code hash}) covers every field of the line except the no-progress count,
 * which it covers modulo 128; under the defaults, which have no count, it covers the whole line.
 *
 * <h2>Interaction model and typed queries</h2>
 *
 * <p>{@code view} shows each piece owned by the player who moves it (label: its QFEN token, so the
 * colour of an assimilated piece stays visible), marks {@code check} on every king in check, {@code
 * checker} on each piece giving that check (its message names the king) and {@code frozen}, and
 * facts {@code toAct} or {@code outcome}, {@code white}, {@code red}, {@code black}, {@code green},
 * {@code drawOffer} and {@code noProgress}. {@code moveInputs}: origin and destination clicks, then
 * {@code promote-q}/{@code -r}/{@code -b}/{@code -n} for a promotion; {@code pass} is a choice. A
 * central pawn's commitment is implied by its destination, as in the notation, so it is no extra
 * input; the move's description names it. So a piece's destinations and promotion choices come from
 * {@code TurnBuilder}, and the kings in check and their checkers from the view's marks: the rules
 * offer no typed query for them.
 *
 * <p>One typed query is kept: {@link
 * io.github.latrunculi.quaternity.QuaternityRules#drawOfferAnswerers drawOfferAnswerers}, the
 * players who may still accept a pending draw offer. Answering an offer is a meta action, which has
 * no inputs, and the view's {@code drawOffer} fact says who offered and who accepted, not who is
 * still to answer; a user interface needs that to show the accept and decline buttons to the right
 * players.
 *
 * <h2>Decisions where the rules are silent, and deviations</h2>
 *
 * <ul>
 *   <li>The rules name no rejection codes: {@link
 *       io.github.latrunculi.quaternity.QuaternityRejection} defines them, one per rule.
 *   <li>A checked player to move without a legal move (reachable only through the self-exposure
 *       filter) is mated at once, and the mate would naturally go to "the player who made the last
 *       board move". That player is not part of a position line, so the mate goes to the previous
 *       active player in turn order: the same player after a move; after a pass or a resignation,
 *       the player who passed or the one before the resigner. Deviation, for the rule that a
 *       position line holds the whole state.
 *   <li>{@code kingCapture=true}: a captured king eliminates its player exactly as a mate would
 *       (its armies pass to the capturer). Basic legality still forbids leaving one's own king in
 *       check.
 *   <li>{@code autoPass=true}: a player whose only move is a pass is skipped at once; when every
 *       active player in turn has only the pass, the game is drawn ({@code STALEMATE}), since
 *       nobody can ever move again, and the last of them found stuck stays to move in the drawn
 *       position.
 *   <li>{@code endWhenOneActive=false}: the lone active player moves on alone until no frozen king
 *       is left or it has no legal move, and then wins; it may not resign (there would be no active
 *       player), nor offer a draw (nobody could answer).
 *   <li>{@code acpSideCaptureCommits=false}: an uncommitted pawn may then stand off its diagonal,
 *       and promotes on either of its army's two promotion lines.
 *   <li>No log of mate credits is kept: a position shows who took each army in its controllers
 *       field. These choices are fixed, not options: a frozen player is judged "as if alive" with
 *       its own pieces only; several kings mated by one action are judged on one snapshot and all
 *       credited to the mover; there is no scoring beyond the outcome; every game has four seats.
 *       Of the draws chess knows, only the no-progress draw is offered ({@code noProgressLimit});
 *       repetition needs the history, which a position line does not hold, and dead positions have
 *       no definition in any source.
 * </ul>
 *
 * <h2>Search support</h2>
 *
 * <p>{@code randomMove} draws uniformly from the legal moves by testing pseudo-legal moves drawn
 * without replacement (no list of legal moves is built). {@code evaluate}, the estimate used where
 * a search playout stops, is a player's share of the active players' strength, and the outcome's
 * score once the game is over. Strength is material (king 4, queen 9, rook 5, bishop 3, knight 3,
 * pawn 1; armies taken by mate count for the taker) times 1 - 0.05 per unit of king pressure (each
 * neighbour of the king that is off the board or attacked, and 2 for check); a frozen or eliminated
 * player scores 0. It is a search aid, not a rule. {@code noisyMoves} lists the captures and
 * promotions, which a quiescence search follows past the depth limit; no two seats are allies.
 *
 * <h2>Inside</h2>
 *
 * <p>The public types are the facade {@code QuaternityRules}, the value types and the registry
 * entry {@code QuaternityGame}. {@code QuaternityRules} builds a {@code QuaternityContext} (the
 * variant, its variant field and what follows from the options) and hands it to the internals, one
 * role per class: {@code QuaternityMoveGenerator} (pseudo-legal and legal moves and the mates they
 * complete, on a compact byte board), {@code QuaternityFrame} (pins, checks and king screens shared
 * by one player's legality tests), {@code QuaternityAttacks} (what attacks a square), {@code
 * QuaternityPawns} (pawn directions, captures and promotion lines), {@code QuaternityMoveCheck}
 * (validates an action and says why not; applies nothing), {@code QuaternityTransition} (the
 * trusted apply, the one dispatch over move types, and the outcome), {@code
 * QuaternityPositionCheck} (the load-time invariants), {@code QuaternityKeys} (the Zobrist blocks),
 * {@code QuaternityDiagram} (the view and the diagram), {@code QuaternityInputs} (move inputs and
 * explanations of refused clicks), {@code QuaternityDraft} (the mutable scratch copy), {@code
 * QuaternityTables} (what the attack test adds to the core's board tables), {@code
 * QuaternityPieceCodes} and {@code QuaternityEvaluation}. The core kit supplies the board tables
 * and square sets, the per-thread scratch buffers, packed moves, the position line's header check
 * and the board field's parsing. {@code play} is {@code check.check(position, move).map(m ->
 * transition.apply(position, m))}.
 */
package io.github.latrunculi.quaternity;
