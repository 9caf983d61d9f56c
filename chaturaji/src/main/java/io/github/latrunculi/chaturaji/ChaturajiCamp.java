package io.github.latrunculi.chaturaji;

import io.vavr.collection.List;

/** The two camps of allies: RY (Red and Yellow) against GB (Green and Black). */
public enum ChaturajiCamp {
  /** Red and Yellow, corners h1 and a8. */
  RY,
  /** Green and Black, corners a1 and h8. */
  GB;

  private static final ChaturajiCamp[] ALL = values();

  /** {@return the two armies of this camp in seat order} */
  public List<ChaturajiArmy> armies() {
    return List.of(ChaturajiArmy.of(ordinal()), ChaturajiArmy.of(ordinal() + 2));
  }

  /** {@return the other camp} */
  public ChaturajiCamp enemy() {
    return ALL[ordinal() ^ 1];
  }

  static ChaturajiCamp of(int index) {
    return ALL[index];
  }
}
