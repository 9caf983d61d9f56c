package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Square;
import io.vavr.collection.Seq;

/**
 * A legal destination of a selected piece, for user interfaces.
 *
 * @param to the destination square
 * @param capture whether the move captures the piece standing there
 * @param commitsTo for an uncommitted central pawn, the direction the move commits it to; empty
 *     when it keeps its choice (a capture along its main diagonal) and for every other piece
 * @param promotions the pieces the pawn may promote to on arrival (queen, rook, bishop, knight);
 *     empty when the move does not promote
 */
public record QuaternityTarget(
    Square to,
    boolean capture,
    io.vavr.control.Option<Direction> commitsTo,
    Seq<QuaternityPieceKind> promotions) {}
