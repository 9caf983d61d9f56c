package io.github.latrunculi.malha;

/** Explains the exchange flag of a position in words (dossier §6.3–§6.4), for user interfaces. */
final class MalhaExchangeHint {
  private final MalhaVariant variant;

  MalhaExchangeHint(MalhaVariant variant) {
    this.variant = variant;
  }

  String explain(MalhaPosition p) {
    if (p.phase() == MalhaPhase.ENDED) {
      return "The game is over.";
    }
    if (p.phase() == MalhaPhase.PLACEMENT) {
      return "No exchange during the setting.";
    }
    if (p.phase() == MalhaPhase.OPENING) {
      return "No exchange flag in the Attacker's opening turn.";
    }
    if (p.cont >= 0) {
      return "Continuation steps never carry the exchange flag; "
          + squareName(p.cont)
          + " must go on capturing.";
    }
    String u = p.u >= 0 ? squareName(p.u) : "";
    String a1 = p.a1 >= 0 ? squareName(p.a1) : "";
    if (p.side == 1) {
      String request =
          variant.exchangeRequiresUnreachable() == MalhaVariant.ExchangeRequirement.RAY
              ? "a flagged step by an unreachable soldier (no Attacker soldier sees it along a line)"
                  + " requests an exchange"
              : "a flagged step by any soldier requests an exchange";
      return switch (p.stage()) {
        case NONE -> "Defender: " + request + ".";
        case REQUESTED, CONFIRMED_ONE ->
            "Defender: the request with "
                + u
                + " stands; a flagged"
                + " step by "
                + u
                + " keeps it, "
                + request
                + " anew with another soldier.";
        case OFFERED_ONE ->
            "Defender: a flagged step by "
                + u
                + " confirms the offer of "
                + a1
                + "; "
                + request
                + " anew with another soldier; an unflagged step withdraws.";
        case OFFERED_TWO ->
            "Defender: a flagged step by "
                + u
                + " completes the exchange ("
                + u
                + " for "
                + a1
                + " and "
                + squareName(p.a2)
                + "); an unflagged step withdraws.";
      };
    }
    return switch (p.stage()) {
      case REQUESTED ->
          "Attacker: the Defender requests an exchange with "
              + u
              + "; a flagged step accepts and offers the moved soldier, an unflagged step declines.";
      case CONFIRMED_ONE ->
          "Attacker: the Defender confirmed "
              + a1
              + "; a flagged step by another soldier offers it as the second, an unflagged step"
              + " declines.";
      default -> "Attacker: no exchange request to accept, so no flag.";
    };
  }

  private static String squareName(int index) {
    return MalhaMoveGenerator.square(index).name();
  }
}
