package io.github.latrunculi.chief;

import io.github.latrunculi.chief.ChiefVariant.Mode;
import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.OptionSpecs;
import io.github.latrunculi.core.registry.OptionValues;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Chief's entry in the game registry. The board size is a field of Chief's position lines ({@code
 * chief standard 5x7 ...}), so {@link #setupOf} reads it from the line; the sizes depend on the
 * variant ({@link #sizes(String)}: {@code 5x7} by default, {@code 7x7} for assassination, {@code
 * 11x11} for multiplayer). The variant name {@code chaos} is an alias of {@code wild}.
 */
public final class ChiefGame implements GameDefinition {
  /** Creates the definition; the registry does this through {@link java.util.ServiceLoader}. */
  public ChiefGame() {}

  @Override
  public String id() {
    return "chief";
  }

  @Override
  public String description() {
    return "Chief (Divoshi): Chief, Warriors, Savages, Amazons and Riders push enemies back"
        + " and capture what cannot retreat";
  }

  @Override
  public Seq<String> variants() {
    return List.of(Mode.values()).map(Mode::id);
  }

  @Override
  public OptionSpecs options() {
    return ChiefVariant.OPTIONS;
  }

  @Override
  public Seq<String> sizes() {
    return Mode.STANDARD.sizes().append("11x11");
  }

  /** Returns the sizes of the variant's mode, its default first (see {@link Mode#sizes()}). */
  @Override
  public Seq<String> sizes(String variant) {
    return Mode.named(variant).map(Mode::sizes).getOrElse(List.empty());
  }

  /** Accepts the variant names and {@code chaos}, an alias of {@code wild}. */
  @Override
  public Option<String> canonicalVariant(String name) {
    return Mode.named(name).map(Mode::id);
  }

  @Override
  public Either<Rejection, Rules<?, ?>> create(String variant, OptionValues options, String size) {
    Geometry geometry = ChiefVariant.geometryOf(size);
    return ChiefVariant.of(Mode.named(variant).get(), options).map(v -> ChiefRules.of(v, geometry));
  }

  /**
   * {@return the Chief rules of a setup, or why the setup is refused (see {@link #rules(Setup)})}
   *
   * @param setup the variant, options and board size; no size means the variant's default
   */
  public Either<Rejection, ChiefRules> chiefRules(Setup setup) {
    return rules(setup).map(ChiefRules.class::cast);
  }

  /** Reads the variant field and the size field ({@code <W>x<H>}, the third token) of a line. */
  @Override
  public Either<Rejection, Setup> setupOf(String line) {
    String[] tokens = line == null ? new String[0] : line.split(" ", 4);
    if (tokens.length < 4 || !tokens[0].equals(id())) {
      return Either.left(
          new Rejection(
              CoreRejection.MALFORMED_LINE,
              "a chief position line starts with 'chief <variant> <W>x<H> '"));
    }
    return Setup.parseVariantField(tokens[1]).map(setup -> setup.withSize(tokens[2]));
  }
}
