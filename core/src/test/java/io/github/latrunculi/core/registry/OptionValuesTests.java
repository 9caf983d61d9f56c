package io.github.latrunculi.core.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** Declaring options and reading their checked values, with the specs built in each test. */
class OptionValuesTests {
  private final OptionSpecs specs =
      OptionSpecs.of(
          OptionSpec.choice("layout", "mirror", "rotate", "random"),
          OptionSpec.flag("armageddon", false),
          OptionSpec.number("pushlimit", 2, 1, 5));

  @Test
  void factoriesDeclareWhatEachOptionAccepts() {
    assertEquals(List.of("layout", "armageddon", "pushlimit"), specs.specs().map(OptionSpec::name));
    OptionSpec layout = specs.specs().get(0);
    assertEquals("mirror", layout.defaultValue());
    assertEquals("mirror, rotate or random", layout.accepted());
    assertEquals("false or true", specs.specs().get(1).accepted());
    OptionSpec pushlimit = specs.specs().get(2);
    assertTrue(pushlimit.isNumber());
    assertEquals("2", pushlimit.defaultValue());
    assertEquals("a whole number from 1 to 5", pushlimit.accepted());
    assertEquals("only", OptionSpec.choice("size", "only").accepted());
  }

  @Test
  void checkAcceptsOnlyWhatTheOptionTakes() {
    OptionSpec pushlimit = specs.specs().get(2);
    assertEquals("5", pushlimit.check("5").get());
    assertEquals(
        "option 'pushlimit' takes a whole number from 1 to 5, not '6'",
        pushlimit.check("6").getLeft());
    assertEquals(
        "option 'pushlimit' takes a whole number from 1 to 5, not 'null'",
        pushlimit.check(null).getLeft());
  }

  @Test
  void valuesAnswerByName() {
    OptionValues values =
        specs.read(LinkedHashMap.of("pushlimit", "4", "armageddon", "true")).get();
    assertEquals("mirror", values.get("layout"));
    assertTrue(values.flag("armageddon"));
    assertEquals(4, values.number("pushlimit"));
    assertEquals(List.of("layout", "armageddon", "pushlimit"), values.asMap().keySet().toList());
    assertEquals("(layout, mirror),(armageddon, true),(pushlimit, 4)", values.toString());
  }

  @Test
  void askingForAnOptionTheGameLacksIsAProgrammingError() {
    OptionValues values = specs.defaultValues();
    assertEquals(
        "no option named depth",
        assertThrows(IllegalArgumentException.class, () -> values.get("depth")).getMessage());
    assertEquals(
        "no option named depth",
        assertThrows(IllegalArgumentException.class, () -> values.number("depth")).getMessage());
    assertEquals(
        "option layout is not a number option",
        assertThrows(IllegalArgumentException.class, () -> values.number("layout")).getMessage());
  }

  @Test
  void valuesAreEqualWhenEveryOptionIsEqual() {
    OptionValues defaults = specs.defaultValues();
    OptionValues explicit =
        specs.read(LinkedHashMap.of("layout", "mirror", "pushlimit", "2")).get();
    assertEquals(defaults, explicit);
    assertEquals(defaults.hashCode(), explicit.hashCode());
    assertNotEquals(defaults, specs.read(LinkedHashMap.of("layout", "rotate")).get());
    assertNotEquals(defaults, "mirror");
  }
}
