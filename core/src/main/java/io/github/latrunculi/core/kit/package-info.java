/**
 * The game authors' kit: what the game modules share below their public API. Not part of the
 * library's API: the module exports this package to the game modules alone, so it may change with
 * them.
 *
 * <ul>
 *   <li>Boards as bitboards: {@link io.github.latrunculi.core.kit.SquareSet} (square sets of up to
 *       three 64-bit words, enough for 12x12) and {@link io.github.latrunculi.core.kit.BoardTables}
 *       (a geometry's rays, leaps, queen lines, line directions and distances as tables), with
 *       {@link io.github.latrunculi.core.kit.Bits} for the k-th set bit of a word.
 *   <li>Move lists without allocation: {@link io.github.latrunculi.core.kit.Scratch} (each thread's
 *       stack of {@link io.github.latrunculi.core.kit.IntBuffer}s), {@link
 *       io.github.latrunculi.core.kit.PackedMove} (a move in one int), {@link
 *       io.github.latrunculi.core.kit.ArrayHandover} (a filled array handed to vavr uncopied) and
 *       {@link io.github.latrunculi.core.kit.CompactMoveList} (a list of legal moves that makes a
 *       move only when asked for one).
 *   <li>Position lines: {@link io.github.latrunculi.core.kit.PositionLine} (the game id and variant
 *       check), {@link io.github.latrunculi.core.kit.BoardText} (the board field, into a persistent
 *       board or straight into a byte per square), {@link io.github.latrunculi.core.kit.Decimal}
 *       (canonical numbers).
 *   <li>Hashing: {@link io.github.latrunculi.core.kit.Zobrist} (blocks of keys).
 * </ul>
 */
package io.github.latrunculi.core.kit;
