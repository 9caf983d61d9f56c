package io.github.latrunculi.core.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.RejectionCategory;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Locale;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class OptionSpecsTests {
  private static final OptionSpecs SPECS =
      OptionSpecs.of(
          OptionSpec.choice("turnDirection", "clockwise", "counterclockwise"),
          OptionSpec.flag("limitcaptures", false),
          OptionSpec.number("pushlimit", 3, 1, 9));

  @Nested
  class Reading {
    @Test
    void missingOptionsTakeTheirDefaults() {
      OptionValues values = SPECS.read(LinkedHashMap.empty()).get();
      assertEquals("clockwise", values.get("turnDirection"));
      assertEquals(false, values.flag("limitcaptures"));
      assertEquals(3, values.number("pushlimit"));
    }

    @Test
    void givenOptionsOverrideTheDefaults() {
      OptionValues values =
          SPECS.read(LinkedHashMap.of("pushlimit", "9", "limitcaptures", "true")).get();
      assertEquals(9, values.number("pushlimit"));
      assertEquals(true, values.flag("limitcaptures"));
    }

    @Test
    void anUnknownKeyIsRefusedNamingTheKnownOnes() {
      Rejection r = SPECS.read(LinkedHashMap.of("pushlimt", "2")).getLeft();
      assertEquals(CoreRejection.UNKNOWN_OPTION, r.code());
      assertEquals(RejectionCategory.SETUP, r.category());
      assertEquals(
          "unknown option 'pushlimt'; options: turnDirection, limitcaptures, pushlimit",
          r.message());
    }

    @Test
    void aValueOutOfRangeIsRefusedInTheOneMessageStyle() {
      Rejection r = SPECS.read(LinkedHashMap.of("pushlimit", "10")).getLeft();
      assertEquals(CoreRejection.INVALID_OPTION, r.code());
      assertEquals("option 'pushlimit' takes a whole number from 1 to 9, not '10'", r.message());
    }

    @Test
    void numbersMustBeCanonical() {
      assertTrue(SPECS.read(LinkedHashMap.of("pushlimit", "03")).isLeft());
      assertTrue(SPECS.read(LinkedHashMap.of("pushlimit", "+3")).isLeft());
    }

    @Test
    void wordsAreComparedExactly() {
      Rejection r = SPECS.read(LinkedHashMap.of("turnDirection", "Clockwise")).getLeft();
      assertEquals(
          "option 'turnDirection' takes clockwise or counterclockwise, not 'Clockwise'",
          r.message());
      Rejection flag = SPECS.read(LinkedHashMap.of("limitcaptures", "yes")).getLeft();
      assertEquals("option 'limitcaptures' takes false or true, not 'yes'", flag.message());
    }

    @Test
    void readingDoesNotDependOnTheDefaultLocale() {
      Locale before = Locale.getDefault();
      try {
        Locale.setDefault(Locale.forLanguageTag("tr-TR"));
        Either<Rejection, OptionValues> values =
            SPECS.read(LinkedHashMap.of("turnDirection", "counterclockwise"));
        assertEquals("counterclockwise", values.get().get("turnDirection"));
        assertEquals("clockwise", SPECS.defaults().get("turnDirection").get());
      } finally {
        Locale.setDefault(before);
      }
    }
  }

  @Nested
  class Writing {
    @Test
    void theVariantFieldNamesOnlyNonDefaultOptionsInKeyOrder() {
      OptionValues values =
          SPECS.read(LinkedHashMap.of("pushlimit", "2", "turnDirection", "counterclockwise")).get();
      assertEquals(
          "standard,turnDirection=counterclockwise,pushlimit=2",
          SPECS.variantField("standard", values));
      assertEquals("standard", SPECS.variantField("standard", SPECS.defaultValues()));
    }

    @Test
    void defaultsAreListedInKeyOrder() {
      assertEquals(
          List.of("turnDirection=clockwise", "limitcaptures=false", "pushlimit=3"),
          SPECS.defaults().toList().map(t -> t._1 + "=" + t._2));
    }
  }

  @Nested
  class Declaring {
    @Test
    void aDefaultMustBeAccepted() {
      assertThrows(IllegalArgumentException.class, () -> OptionSpec.number("n", 0, 1, 9));
      assertThrows(
          IllegalArgumentException.class, () -> new OptionSpec("w", "x", List.of("a", "b"), 0, 0));
    }

    @Test
    void keysMustBeDistinct() {
      assertThrows(
          IllegalArgumentException.class,
          () -> OptionSpecs.of(OptionSpec.flag("a", true), OptionSpec.flag("a", false)));
    }
  }
}
