package io.github.latrunculi.core;

import io.vavr.collection.List;
import io.vavr.collection.Set;
import io.vavr.collection.TreeSet;
import java.util.Comparator;
import java.util.Objects;

/**
 * How a game stands: {@link Ongoing}, or finished as a {@link Win} (one player, a team, or several
 * players), a {@link Draw}, or a {@link Ranking} of places for three or four players.
 *
 * <p>Every finished outcome carries a reason code in upper snake case chosen by the game (for
 * example {@code CHIEF_CAPTURED}, {@code REPETITION}, {@code STARVATION}). {@link #score} turns an
 * outcome into a return in {@code [0, 1]} per player, which search agents maximise.
 */
public sealed interface Outcome {
  /** The outcome of a game that goes on. */
  Outcome ONGOING = new Ongoing();

  /** Orders players by seat index, for stable sets. */
  Comparator<Player> BY_SEAT = Comparator.comparingInt(Player::index);

  /** {@return true for every outcome but {@link Ongoing}} */
  default boolean isFinished() {
    return !(this instanceof Ongoing);
  }

  /** {@return the reason code, or the empty string while the game goes on} */
  String reason();

  /**
   * Returns the return of {@code player}: 1 for a winner and 0 for everybody else in a win; 0.5 for
   * everybody in a draw or while the game goes on; in a ranking, 1 for the first place down to 0
   * for the last, evenly spaced by place (tied players share a place).
   *
   * @param player a seat of the game
   * @return the player's return, from 0 to 1
   */
  double score(Player player);

  /**
   * {@return a win by one player}
   *
   * @param winner the winning player
   * @param reason the reason code, for example {@code CHIEF_CAPTURED}
   */
  static Outcome win(Player winner, String reason) {
    return new Win(TreeSet.of(BY_SEAT, winner), reason);
  }

  /**
   * {@return a win shared by a team or several players}
   *
   * @param winners the winning players, at least one
   * @param reason the reason code
   * @throws IllegalArgumentException when {@code winners} is empty
   */
  static Outcome win(Iterable<Player> winners, String reason) {
    return new Win(TreeSet.ofAll(BY_SEAT, winners), reason);
  }

  /**
   * {@return a draw}
   *
   * @param reason the reason code, for example {@code REPETITION}
   */
  static Outcome draw(String reason) {
    return new Draw(reason);
  }

  /** The game goes on. */
  record Ongoing() implements Outcome {
    @Override
    public String reason() {
      return "";
    }

    @Override
    public double score(Player player) {
      return 0.5;
    }

    @Override
    public String toString() {
      return "ongoing";
    }
  }

  /**
   * The game is won by {@code winners} (never empty): one player, or a team, or several players.
   *
   * @param winners the winning players
   * @param reason the reason code
   */
  record Win(Set<Player> winners, String reason) implements Outcome {
    /**
     * Checks that there is a winner and a reason.
     *
     * @param winners the winning players, not empty
     * @param reason the reason code, not null
     * @throws IllegalArgumentException when {@code winners} is empty
     */
    public Win {
      Objects.requireNonNull(reason, "reason");
      if (winners.isEmpty()) {
        throw new IllegalArgumentException("a win needs at least one winner");
      }
    }

    @Override
    public double score(Player player) {
      return winners.contains(player) ? 1.0 : 0.0;
    }

    @Override
    public String toString() {
      return "win " + winners.map(Player::name).mkString(",") + " " + reason;
    }
  }

  /**
   * The game is drawn.
   *
   * @param reason the reason code
   */
  record Draw(String reason) implements Outcome {
    /**
     * Checks that there is a reason.
     *
     * @param reason the reason code, not null
     */
    public Draw {
      Objects.requireNonNull(reason, "reason");
    }

    @Override
    public double score(Player player) {
      return 0.5;
    }

    @Override
    public String toString() {
      return "draw " + reason;
    }
  }

  /**
   * The game ends with places: {@code places.get(0)} holds the players in first place, and so on.
   *
   * @param places the players of each place, best first; no place is empty
   * @param reason the reason code
   */
  record Ranking(List<Set<Player>> places, String reason) implements Outcome {
    /**
     * Checks that there are places, none empty, and a reason.
     *
     * @param places the players of each place, best first
     * @param reason the reason code, not null
     * @throws IllegalArgumentException when there is no place or an empty one
     */
    public Ranking {
      Objects.requireNonNull(reason, "reason");
      if (places.isEmpty() || places.exists(Set::isEmpty)) {
        throw new IllegalArgumentException("a ranking needs non-empty places");
      }
    }

    @Override
    public double score(Player player) {
      int place = places.indexWhere(p -> p.contains(player));
      if (place < 0) {
        return 0.0;
      }
      return places.size() == 1 ? 1.0 : 1.0 - (double) place / (places.size() - 1);
    }

    @Override
    public String toString() {
      return "ranking "
          + places.map(p -> p.map(Player::name).mkString(",")).mkString(" > ")
          + " "
          + reason;
    }
  }
}
