package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.registry.OptionSpec;
import io.github.latrunculi.core.registry.OptionSpecs;
import io.github.latrunculi.core.registry.OptionValues;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * A named variant with its options. The named variants are {@code partnership} (free mode, the
 * default) and {@code partnership-dice} (die mode); the options, in the key order of the variant
 * field, with their defaults ({@code seed} names the rule of the Italian source text):
 *
 * <table>
 *   <caption>Options and defaults</caption>
 *   <tr><th>key</th><th>default</th><th>alternatives</th></tr>
 *   <tr><td>dice</td><td>seed</td><td>forbes, biruni (only with partnership-dice)</td></tr>
 *   <tr><td>link</td><td>identity</td><td>lane</td></tr>
 *   <tr><td>hierarchy</td><td>on</td><td>off</td></tr>
 *   <tr><td>triumph</td><td>seed</td><td>all, off</td></tr>
 *   <tr><td>promotion</td><td>lane-if-lost</td><td>lane, none</td></tr>
 *   <tr><td>gadha</td><td>off</td><td>on</td></tr>
 *   <tr><td>headless</td><td>ally</td><td>frozen</td></tr>
 *   <tr><td>exchange</td><td>claim</td><td>off</td></tr>
 *   <tr><td>release</td><td>off</td><td>on</td></tr>
 *   <tr><td>end</td><td>all</td><td>marajas</td></tr>
 *   <tr><td>noprogress</td><td>200</td>
 *       <td>any integer from 0 to 1,000,000; 0 turns the safeguard off</td></tr>
 * </table>
 *
 * @param dieMode true for {@code partnership-dice}, false for {@code partnership}
 * @param dice the die and how its values select men
 * @param link what "its soldier" means for the die
 * @param hierarchy true when minor men may capture only minor men
 * @param triumph what a boat triumph does
 * @param promotion how soldiers promote on their far edge
 * @param gadha true when Murray's privileged soldier (boat and one soldier left) may promote freely
 * @param headless who moves the men of an army whose maraja is captured
 * @param exchange true when captured marajas may be exchanged ({@code claim})
 * @param release true when a camp holding both enemy marajas may bring back its own for nothing
 * @param end when the game ends
 * @param noProgress the quiet-turn limit of the no-progress draw; 0 disables it
 */
public record ChaturajiVariant(
    boolean dieMode,
    Dice dice,
    Link link,
    boolean hierarchy,
    Triumph triumph,
    Promotion promotion,
    boolean gadha,
    Headless headless,
    boolean exchange,
    boolean release,
    End end,
    int noProgress) {

  /** The name of the free-mode variant. */
  public static final String PARTNERSHIP_NAME = "partnership";

  /** The name of the die-mode variant. */
  public static final String PARTNERSHIP_DICE_NAME = "partnership-dice";

  /** The source text's game without a die, every option at its default. */
  public static final ChaturajiVariant PARTNERSHIP =
      new ChaturajiVariant(
          false,
          Dice.SEED,
          Link.IDENTITY,
          true,
          Triumph.SEED,
          Promotion.LANE_IF_LOST,
          false,
          Headless.ALLY,
          true,
          false,
          End.ALL,
          200);

  /** The source text's game with the die, every option at its default. */
  public static final ChaturajiVariant PARTNERSHIP_DICE = PARTNERSHIP.withDieMode(true);

  private static final int MAX_NO_PROGRESS = 1_000_000;

  /** The options in the key order of §9 of the dossier, with their defaults and values. */
  static final OptionSpecs OPTIONS =
      OptionSpecs.of(
          OptionSpec.choice("dice", Dice.SEED.text(), Dice.FORBES.text(), Dice.BIRUNI.text()),
          OptionSpec.choice("link", Link.IDENTITY.text(), Link.LANE.text()),
          OptionSpec.choice("hierarchy", "on", "off"),
          OptionSpec.choice("triumph", Triumph.SEED.text(), Triumph.ALL.text(), Triumph.OFF.text()),
          OptionSpec.choice(
              "promotion",
              Promotion.LANE_IF_LOST.text(),
              Promotion.LANE.text(),
              Promotion.NONE.text()),
          OptionSpec.choice("gadha", "off", "on"),
          OptionSpec.choice("headless", Headless.ALLY.text(), Headless.FROZEN.text()),
          OptionSpec.choice("exchange", "claim", "off"),
          OptionSpec.choice("release", "off", "on"),
          OptionSpec.choice("end", End.ALL.text(), End.MARAJAS.text()),
          OptionSpec.number("noprogress", 200, 0, MAX_NO_PROGRESS));

  /**
   * Validates the fields.
   *
   * @param dieMode true for {@code partnership-dice}, false for {@code partnership}
   * @param dice the die, {@link Dice#SEED} in free mode; not null
   * @param link what "its soldier" means for the die, not null
   * @param hierarchy true when minor men may capture only minor men
   * @param triumph what a boat triumph does, not null
   * @param promotion how soldiers promote on their far edge, not null
   * @param gadha true when the privileged soldier may promote freely
   * @param headless who moves the men of an army whose maraja is captured, not null
   * @param exchange true when captured marajas may be exchanged
   * @param release true when a camp may bring back its own maraja for nothing
   * @param end when the game ends, not null
   * @param noProgress the quiet-turn limit, 0 to 1,000,000; 0 disables it
   * @throws IllegalArgumentException for another die than {@link Dice#SEED} in free mode, or a
   *     limit out of range
   */
  public ChaturajiVariant {
    Objects.requireNonNull(dice, "dice");
    Objects.requireNonNull(link, "link");
    Objects.requireNonNull(triumph, "triumph");
    Objects.requireNonNull(promotion, "promotion");
    Objects.requireNonNull(headless, "headless");
    Objects.requireNonNull(end, "end");
    if (!dieMode && dice != Dice.SEED) {
      throw new IllegalArgumentException("the dice option needs partnership-dice");
    }
    if (noProgress < 0 || noProgress > MAX_NO_PROGRESS) {
      throw new IllegalArgumentException("noprogress must lie in 0.." + MAX_NO_PROGRESS);
    }
  }

  /** The die of die mode. */
  public enum Dice implements OptionValue {
    /** An ordinary die, 5 and 6 thrown again: 1 boat, 2 horse, 3 elephant, 4 maraja, each ¼. */
    SEED("seed"),
    /** Forbes's long die 2–5, each ¼: 2 boat, 3 horse, 4 elephant, 5 maraja or any soldier. */
    FORBES("forbes"),
    /** al-Bīrūnī's die: 1 (⅓) maraja or any soldier, 2 (⅙) boat, 3 (⅙) horse, 4 (⅓) elephant. */
    BIRUNI("biruni");

    private final String text;

    Dice(String text) {
      this.text = text;
    }

    @Override
    public String text() {
      return text;
    }
  }

  /** What "its soldier" means: which soldier a die value lets move besides its man. */
  public enum Link implements OptionValue {
    /** Each soldier keeps the link to the man it stood in front of at the start. */
    IDENTITY("identity"),
    /** A soldier is selected by the lane type of the lane it stands on. */
    LANE("lane");

    private final String text;

    Link(String text) {
      this.text = text;
    }

    @Override
    public String text() {
      return text;
    }
  }

  /**
   * What a boat triumph does: a boat that completes a 2x2 block of four boats with an enemy among
   * them.
   */
  public enum Triumph implements OptionValue {
    /** The enemy boats of the block are removed, the allied boat passes to the winner. */
    SEED("seed"),
    /** The winning boat removes all the other boats of the block. */
    ALL("all"),
    /** No boat triumph. */
    OFF("off");

    private final String text;

    Triumph(String text) {
      this.text = text;
    }

    @Override
    public String text() {
      return text;
    }
  }

  /** Promotion of soldiers on their far edge. */
  public enum Promotion implements OptionValue {
    /** To the lane type, only when the army has no man of that type on the board. */
    LANE_IF_LOST("lane-if-lost"),
    /** Always to the lane type (to the maraja only when the army's maraja is off the board). */
    LANE("lane"),
    /** No promotion: a soldier on its far edge stays there for good. */
    NONE("none");

    private final String text;

    Promotion(String text) {
      this.text = text;
    }

    @Override
    public String text() {
      return text;
    }
  }

  /** Who moves the men of an army whose maraja is captured. */
  public enum Headless implements OptionValue {
    /** The ally, on the ally's own slot (or the commander on both slots). */
    ALLY("ally"),
    /** Nobody: the men stay as obstacles and targets, the slot is always lost. */
    FROZEN("frozen");

    private final String text;

    Headless(String text) {
      this.text = text;
    }

    @Override
    public String text() {
      return text;
    }
  }

  /** When the game ends. */
  public enum End implements OptionValue {
    /** When a camp has no men on the board. */
    ALL("all"),
    /** When neither army of a camp has its maraja on the board. */
    MARAJAS("marajas");

    private final String text;

    End(String text) {
      this.text = text;
    }

    @Override
    public String text() {
      return text;
    }
  }

  /** An option value with its text in the variant field. */
  public interface OptionValue {
    /** {@return the value as the variant field writes it} */
    String text();
  }

  /**
   * {@return this variant in the given mode (free or die), keeping the other options} Free mode
   * resets the die to {@link Dice#SEED}.
   *
   * @param mode true for die mode ({@code partnership-dice}), false for free mode
   */
  public ChaturajiVariant withDieMode(boolean mode) {
    return new ChaturajiVariant(
        mode,
        mode ? dice : Dice.SEED,
        link,
        hierarchy,
        triumph,
        promotion,
        gadha,
        headless,
        exchange,
        release,
        end,
        noProgress);
  }

  /** {@return the variant name: {@code partnership} or {@code partnership-dice}} */
  public String name() {
    return dieMode ? PARTNERSHIP_DICE_NAME : PARTNERSHIP_NAME;
  }

  /** {@return every option with its value, in key order} */
  public Map<String, String> options() {
    return LinkedHashMap.of(
            "dice", dice.text(),
            "link", link.text(),
            "hierarchy", onOff(hierarchy),
            "triumph", triumph.text(),
            "promotion", promotion.text(),
            "gadha", onOff(gadha),
            "headless", headless.text(),
            "exchange", exchange ? "claim" : "off",
            "release", onOff(release),
            "end", end.text())
        .put("noprogress", Integer.toString(noProgress));
  }

  /**
   * {@return the canonical variant field: the name followed by the non-default options in key
   * order, for example {@code partnership-dice,dice=forbes,triumph=all}}
   */
  public String field() {
    return OPTIONS.variantField(name(), OPTIONS.read(options()).get());
  }

  /**
   * Returns the variant of a checked setup: the variant name ({@code partnership} or {@code
   * partnership-dice}) and option values read by {@link #OPTIONS}. Refuses a die other than the
   * default in free mode ({@link CoreRejection#INVALID_OPTION}): only die mode has a die.
   */
  static Either<Rejection, ChaturajiVariant> of(String name, OptionValues values) {
    boolean dieMode = PARTNERSHIP_DICE_NAME.equals(name);
    Dice dice = value(values, "dice", Dice.values());
    if (!dieMode && dice != Dice.SEED) {
      return Either.left(
          new Rejection(
              CoreRejection.INVALID_OPTION,
              "option 'dice' takes "
                  + dice.text()
                  + " only with the variant "
                  + PARTNERSHIP_DICE_NAME));
    }
    return Either.right(
        new ChaturajiVariant(
            dieMode,
            dice,
            value(values, "link", Link.values()),
            values.get("hierarchy").equals("on"),
            value(values, "triumph", Triumph.values()),
            value(values, "promotion", Promotion.values()),
            values.get("gadha").equals("on"),
            value(values, "headless", Headless.values()),
            values.get("exchange").equals("claim"),
            values.get("release").equals("on"),
            value(values, "end", End.values()),
            values.number("noprogress")));
  }

  private static String onOff(boolean value) {
    return value ? "on" : "off";
  }

  /** Returns the enum constant of a checked option value. */
  private static <E extends OptionValue> E value(OptionValues values, String key, E[] constants) {
    String text = values.get(key);
    return List.of(constants).find(v -> v.text().equals(text)).get();
  }
}
