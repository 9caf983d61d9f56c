package io.github.latrunculi.core.registry;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * The options of a game in the order its variant field writes them: reads the options a caller
 * gives (only the ones that differ from the default need be given), refuses unknown keys and values
 * in one message style, writes the canonical variant field ({@code name} then only the non-default
 * options, in key order) and answers the defaults for listings such as the service's {@code
 * /games}.
 *
 * <p>Instances are immutable; build one per game, once.
 */
public final class OptionSpecs {
  private final Seq<OptionSpec> specs;

  private OptionSpecs(Seq<OptionSpec> specs) {
    this.specs = specs;
  }

  /**
   * {@return the options in the given key order}
   *
   * @param specs the game's options, in the order the variant field writes them
   * @throws IllegalArgumentException when two options have the same key
   */
  public static OptionSpecs of(OptionSpec... specs) {
    Seq<OptionSpec> all = List.of(specs);
    if (all.map(OptionSpec::name).distinct().size() != all.size()) {
      throw new IllegalArgumentException("option keys must be distinct");
    }
    return new OptionSpecs(all);
  }

  /** {@return the specs in key order} */
  public Seq<OptionSpec> specs() {
    return specs;
  }

  /** {@return every option key with its default value, in key order} */
  public Map<String, String> defaults() {
    return LinkedHashMap.ofEntries(specs.map(s -> io.vavr.Tuple.of(s.name(), s.defaultValue())));
  }

  /**
   * Reads the given options over the defaults. Refuses a key the game does not have ({@link
   * CoreRejection#UNKNOWN_OPTION}) and a value the option does not take ({@link
   * CoreRejection#INVALID_OPTION}).
   *
   * @param given option values by key, as a caller or a variant field gives them; may be empty
   * @return the value of every option, defaults filled in, or the rejection of the first bad option
   */
  public Either<Rejection, OptionValues> read(Map<String, String> given) {
    for (String key : given.keySet()) {
      if (specs.find(s -> s.name().equals(key)).isEmpty()) {
        return Either.left(
            new Rejection(
                CoreRejection.UNKNOWN_OPTION,
                "unknown option '"
                    + key
                    + "'; options: "
                    + specs.map(OptionSpec::name).mkString(", ")));
      }
    }
    Map<String, String> values = LinkedHashMap.empty();
    for (OptionSpec spec : specs) {
      Either<String, String> value =
          spec.check(given.get(spec.name()).getOrElse(spec.defaultValue()));
      if (value.isLeft()) {
        return Either.left(new Rejection(CoreRejection.INVALID_OPTION, value.getLeft()));
      }
      values = values.put(spec.name(), value.get());
    }
    return Either.right(new OptionValues(this, values));
  }

  /** {@return the default value of every option} */
  public OptionValues defaultValues() {
    return read(LinkedHashMap.empty()).get();
  }

  /**
   * {@return the canonical variant field: {@code variant} then {@code ,key=value} per non-default
   * option}
   *
   * @param variant the canonical variant name, for example {@code "standard"}
   * @param values the option values of the game's options
   */
  public String variantField(String variant, OptionValues values) {
    StringBuilder sb = new StringBuilder(variant);
    for (OptionSpec spec : specs) {
      String value = values.get(spec.name());
      if (!value.equals(spec.defaultValue())) {
        sb.append(',').append(spec.name()).append('=').append(value);
      }
    }
    return sb.toString();
  }

  OptionSpec spec(String name) {
    return specs
        .find(s -> s.name().equals(name))
        .getOrElseThrow(() -> new IllegalArgumentException("no option named " + name));
  }
}
