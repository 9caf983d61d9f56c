package io.github.latrunculi.core.toys;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.OptionSpecs;
import io.github.latrunculi.core.registry.OptionValues;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/** Registry entries of the toy games, so that the kit's record replay finds them. */
public final class ToyGames {
  private ToyGames() {}

  private abstract static class Toy implements GameDefinition {
    abstract Rules<?, ?> rules();

    @Override
    public String description() {
      return "a toy game of the core tests";
    }

    @Override
    public Seq<String> variants() {
      return List.of("standard");
    }

    @Override
    public OptionSpecs options() {
      return OptionSpecs.of();
    }

    @Override
    public Seq<String> sizes() {
      return List.empty();
    }

    @Override
    public Either<Rejection, Rules<?, ?>> create(
        String variant, OptionValues options, String size) {
      return Either.right(rules());
    }
  }

  /** Breakthrough's registry entry. */
  public static final class BreakthroughGame extends Toy {
    /** Creates the entry; the registry finds it through the service loader. */
    public BreakthroughGame() {}

    @Override
    public String id() {
      return "breakthrough";
    }

    @Override
    Rules<?, ?> rules() {
      return new Breakthrough();
    }
  }

  /** The race game's registry entry. */
  public static final class RaceGame extends Toy {
    /** Creates the entry; the registry finds it through the service loader. */
    public RaceGame() {}

    @Override
    public String id() {
      return "race";
    }

    @Override
    Rules<?, ?> rules() {
      return new Race();
    }
  }
}
