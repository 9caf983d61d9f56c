package io.github.latrunculi.chief;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Decimal;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Setup;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A variant of Chief with its options (dossier §13 and §16). Every option has a default; the
 * canonical variant field of a position line writes the name and then only the options whose value
 * differs from the default, keys in alphabetical order (§12.1).
 *
 * @param mode the named variant
 * @param eliminatedKeep {@code eliminated=keep}: a multiplayer seat that loses its Chief leaves its
 *     pieces as blockers (default {@code remove})
 * @param limitCaptures {@code limitcaptures=true}: the push limit forbids captures onto the square
 *     too (default {@code false})
 * @param passResets {@code passresets}: a pass breaks a push row (default {@code true})
 * @param pushLimit {@code pushlimit}: pushes in a row allowed out of one square (default 3)
 * @param reinforce {@code reinforce}: Savages White may bring in per turn in {@code assassination}
 *     (default 2)
 * @param repetition {@code repetition}: the occurrence of a position that draws (default 3; 0 = off)
 * @param rows9Rotate {@code rows9=rotate}: on 9-rank boards Black's back rank is White's rotated by
 *     180 degrees instead of mirrored (default {@code mirror})
 * @param savageCap {@code savagecap}: most white Savages on the board in {@code assassination}
 *     (default 7)
 * @param scatterHome {@code scatter=home}: {@code armageddon} scatters the pieces over the squares
 *     of the standard start only (default {@code board})
 * @param stepEuclid {@code stepmetric=euclid}: {@code armageddon} measures distance in a straight
 *     line (default {@code chebyshev}, king steps)
 * @param stepNotFarther {@code steprule=notfarther}: {@code armageddon} only forbids moves that
 *     take the piece farther from every enemy (default {@code closer}: it must get closer to one)
 */
public record ChiefVariant(
    Mode mode,
    boolean eliminatedKeep,
    boolean limitCaptures,
    boolean passResets,
    int pushLimit,
    int reinforce,
    int repetition,
    boolean rows9Rotate,
    int savageCap,
    boolean scatterHome,
    boolean stepEuclid,
    boolean stepNotFarther) {

  /** The named variants of §13. */
  public enum Mode {
    /** The standard two-player game. */
    STANDARD("standard", 2, 5, 7),
    /** Wild placement (alias {@code chaos}): both armies start in hand. */
    WILD("wild", 2, 5, 7),
    /** White's Chief against a small black force; White may bring in Savages. */
    ASSASSINATION("assassination", 2, 7, 7),
    /** No Chiefs, random setup, capture everything, never step back. */
    ARMAGEDDON("armageddon", 2, 5, 7),
    /** Three players on an 11x11 board. */
    MULTI3("multi3", 3, 11, 11),
    /** Four players on an 11x11 board. */
    MULTI4("multi4", 4, 11, 11);

    private final String id;
    private final int seats;
    private final int defaultWidth;
    private final int defaultHeight;

    Mode(String id, int seats, int defaultWidth, int defaultHeight) {
      this.id = id;
      this.seats = seats;
      this.defaultWidth = defaultWidth;
      this.defaultHeight = defaultHeight;
    }

    /** Returns the canonical name written in position lines. */
    public String id() {
      return id;
    }

    /** Returns the number of players. */
    public int seats() {
      return seats;
    }

    /** Returns true for the three- and four-player games. */
    public boolean isMultiplayer() {
      return seats > 2;
    }

    /** Returns true when the armies start in hand ({@code wild}, {@code assassination}). */
    public boolean hasHands() {
      return this == WILD || this == ASSASSINATION;
    }

    /** Returns the board size used when a setup names none. */
    public Geometry defaultGeometry() {
      return Geometry.of(defaultWidth, defaultHeight);
    }

    /** Returns true when the mode is played on a board of that size. */
    public boolean supports(int width, int height) {
      if (isMultiplayer()) {
        return width == height && (width == 9 || width == 11);
      }
      return width % 2 == 1 && width >= 5 && width <= 11 && (height == 7 || height == 9);
    }

    /** Returns the mode with that name ({@code chaos} is an alias of {@code wild}), if any. */
    public static Option<Mode> named(String name) {
      if ("chaos".equals(name)) {
        return Option.some(WILD);
      }
      return List.of(values()).find(m -> m.id.equals(name));
    }
  }

  /** The option names with their defaults, in alphabetical (canonical) order. */
  public static final Map<String, String> DEFAULTS =
      LinkedHashMap.of(
              "eliminated", "remove",
              "limitcaptures", "false",
              "passresets", "true",
              "pushlimit", "3",
              "reinforce", "2",
              "repetition", "3",
              "rows9", "mirror",
              "savagecap", "7",
              "scatter", "board")
          .put("stepmetric", "chebyshev")
          .put("steprule", "closer");

  /** Returns a mode with every option at its default. */
  public static ChiefVariant of(Mode mode) {
    return new ChiefVariant(mode, false, false, true, 3, 2, 3, false, 7, false, false, false);
  }

  /**
   * Reads a setup's variant name and options; unknown names and options and invalid values are
   * refused with the core's codes. The size of the setup is not read here.
   */
  public static Either<Rejection, ChiefVariant> of(Setup setup) {
    Option<Mode> mode = Mode.named(setup.variant());
    if (mode.isEmpty()) {
      return Either.left(
          new Rejection(
              CoreRejection.UNKNOWN_VARIANT,
              "chief has no variant '"
                  + setup.variant()
                  + "'; variants: standard, wild (alias chaos), assassination, armageddon, multi3, multi4"));
    }
    Map<String, String> values = DEFAULTS;
    for (var option : setup.options()) {
      if (!DEFAULTS.containsKey(option._1)) {
        return Either.left(
            new Rejection(
                CoreRejection.UNKNOWN_OPTION,
                "chief has no option '" + option._1 + "'; options: " + DEFAULTS.keySet().mkString(", ")));
      }
      values = values.put(option._1, option._2);
    }
    Either<Rejection, Boolean> eliminated = choice(values, "eliminated", "remove", "keep");
    Either<Rejection, Boolean> limitCaptures = choice(values, "limitcaptures", "false", "true");
    Either<Rejection, Boolean> passResets = choice(values, "passresets", "false", "true");
    Either<Rejection, Integer> pushLimit = number(values, "pushlimit", 1, 99);
    Either<Rejection, Integer> reinforce = number(values, "reinforce", 0, 3);
    Either<Rejection, Integer> repetition = repetitionValue(values);
    Either<Rejection, Boolean> rows9 = choice(values, "rows9", "mirror", "rotate");
    Either<Rejection, Integer> savageCap = number(values, "savagecap", 3, 99);
    Either<Rejection, Boolean> scatter = choice(values, "scatter", "board", "home");
    Either<Rejection, Boolean> metric = choice(values, "stepmetric", "chebyshev", "euclid");
    Either<Rejection, Boolean> rule = choice(values, "steprule", "closer", "notfarther");
    Option<Rejection> invalid =
        List.of(eliminated, limitCaptures, passResets, pushLimit, reinforce, repetition, rows9)
            .appendAll(List.of(savageCap, scatter, metric, rule))
            .find(Either::isLeft)
            .map(Either::getLeft);
    if (invalid.isDefined()) {
      return Either.left(invalid.get());
    }
    return Either.right(
        new ChiefVariant(
            mode.get(),
            eliminated.get(),
            limitCaptures.get(),
            passResets.get(),
            pushLimit.get(),
            reinforce.get(),
            repetition.get(),
            rows9.get(),
            savageCap.get(),
            scatter.get(),
            metric.get(),
            rule.get()));
  }

  /** Returns the option values by name, every option included, in canonical order. */
  public Map<String, String> options() {
    return LinkedHashMap.of(
            "eliminated", eliminatedKeep ? "keep" : "remove",
            "limitcaptures", Boolean.toString(limitCaptures),
            "passresets", Boolean.toString(passResets),
            "pushlimit", Integer.toString(pushLimit),
            "reinforce", Integer.toString(reinforce),
            "repetition", Integer.toString(repetition),
            "rows9", rows9Rotate ? "rotate" : "mirror",
            "savagecap", Integer.toString(savageCap),
            "scatter", scatterHome ? "home" : "board")
        .put("stepmetric", stepEuclid ? "euclid" : "chebyshev")
        .put("steprule", stepNotFarther ? "notfarther" : "closer");
  }

  /** Returns the canonical variant field: the name, then the non-default options in key order. */
  public String field() {
    StringBuilder sb = new StringBuilder(mode.id());
    for (var option : options()) {
      if (!DEFAULTS.get(option._1).contains(option._2)) {
        sb.append(',').append(option._1).append('=').append(option._2);
      }
    }
    return sb.toString();
  }

  private static Either<Rejection, Boolean> choice(
      Map<String, String> values, String key, String off, String on) {
    String value = values.get(key).get();
    if (value.equals(off) || value.equals(on)) {
      return Either.right(value.equals(on));
    }
    return Either.left(
        new Rejection(
            CoreRejection.INVALID_OPTION,
            "option " + key + " takes '" + off + "' or '" + on + "', not '" + value + "'"));
  }

  private static Either<Rejection, Integer> number(
      Map<String, String> values, String key, int min, int max) {
    String value = values.get(key).get();
    Option<Integer> n = parseCount(value);
    if (n.isDefined() && n.get() >= min && n.get() <= max) {
      return Either.right(n.get());
    }
    return Either.left(
        new Rejection(
            CoreRejection.INVALID_OPTION,
            "option " + key + " takes a whole number from " + min + " to " + max + ", not '" + value + "'"));
  }

  private static Either<Rejection, Integer> repetitionValue(Map<String, String> values) {
    String value = values.get("repetition").get();
    if (value.equals("0")) {
      return Either.right(0);
    }
    return number(values, "repetition", 2, 99)
        .mapLeft(
            r ->
                new Rejection(
                    CoreRejection.INVALID_OPTION,
                    "option repetition takes 0 (off) or a whole number from 2 to 99, not '" + value + "'"));
  }

  /** Reads a canonical decimal number (no sign, no leading zero) of at most two digits. */
  static Option<Integer> parseCount(String text) {
    return Decimal.parse(text, 0, 99);
  }
}
