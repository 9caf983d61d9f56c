package io.github.latrunculi.malha;

/**
 * A position under construction: the mutable scratch copy that a move (or the parser) changes field
 * by field before it is frozen into a {@link MalhaPosition}. The board key is kept up to date on
 * every change, so {@link #build()} only adds the key of the other fields.
 */
final class MalhaDraft {
  long attackerSet;
  long defenderSet;
  int side;
  MalhaPhase phase;
  int cont;
  MalhaExchange.Stage stage;
  int u;
  int a1;
  int a2;
  long safe;
  MalhaResult result;
  int quietPlies;
  int attackers;
  int defenders;
  private long boardKey;

  /** Starts an empty board in the setting phase with the Attacker to move. */
  MalhaDraft() {
    side = 0;
    phase = MalhaPhase.PLACEMENT;
    cont = -1;
    clearExchange();
    result = MalhaResult.ONGOING;
  }

  /** Starts from a copy of {@code p}. */
  MalhaDraft(MalhaPosition p) {
    attackerSet = p.attackerSet;
    defenderSet = p.defenderSet;
    side = p.side;
    phase = p.phase();
    cont = p.cont;
    stage = p.stage();
    u = p.u;
    a1 = p.a1;
    a2 = p.a2;
    safe = p.safe;
    result = p.result();
    quietPlies = p.quietPlies;
    attackers = p.attackers;
    defenders = p.defenders;
    boardKey = p.boardKey;
  }

  /** Puts a soldier ({@code code} 1 Attacker, 2 Defender) on an empty square. */
  void put(int square, int code) {
    if (code == 1) {
      attackerSet |= 1L << square;
    } else {
      defenderSet |= 1L << square;
    }
    boardKey ^= MalhaKeys.soldier(square, code);
    if (code == 1) {
      attackers++;
    } else {
      defenders++;
    }
  }

  /** Removes the soldier on {@code square}; it also leaves the safe list. */
  void remove(int square) {
    int code = cell(square);
    attackerSet &= ~(1L << square);
    defenderSet &= ~(1L << square);
    boardKey ^= MalhaKeys.soldier(square, code);
    safe &= ~(1L << square);
    if (code == 1) {
      attackers--;
    } else {
      defenders--;
    }
  }

  /** Returns what stands on a square index: 0 nothing, 1 an Attacker soldier, 2 a Defender one. */
  int cell(int square) {
    return MalhaMoveGenerator.cell(attackerSet, defenderSet, square);
  }

  long occupied() {
    return attackerSet | defenderSet;
  }

  long friends(int sideCode) {
    return sideCode == 0 ? attackerSet : defenderSet;
  }

  long enemies(int sideCode) {
    return sideCode == 0 ? defenderSet : attackerSet;
  }

  void clearExchange() {
    stage = MalhaExchange.Stage.NONE;
    u = -1;
    a1 = -1;
    a2 = -1;
  }

  void exchange(MalhaExchange.Stage newStage, int newU, int newA1, int newA2) {
    stage = newStage;
    u = newU;
    a1 = newA1;
    a2 = newA2;
  }

  /** Ends the game with {@code finalResult}: nobody moves, chain, exchange and safe list clear. */
  void finish(MalhaResult finalResult) {
    result = finalResult;
    phase = MalhaPhase.ENDED;
    side = -1;
    cont = -1;
    safe = 0;
    clearExchange();
  }

  MalhaPosition build() {
    long meta =
        MalhaKeys.meta(
            side,
            phase.ordinal(),
            cont,
            stage.ordinal(),
            u,
            a1,
            a2,
            safe,
            result.ordinal(),
            quietPlies);
    return new MalhaPosition(
        attackerSet,
        defenderSet,
        side,
        phase.ordinal(),
        cont,
        stage.ordinal(),
        u,
        a1,
        a2,
        safe,
        result.ordinal(),
        quietPlies,
        attackers,
        defenders,
        boardKey,
        boardKey ^ meta);
  }
}
