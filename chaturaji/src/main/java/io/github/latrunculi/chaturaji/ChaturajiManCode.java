package io.github.latrunculi.chaturaji;

/**
 * The one-byte code of a man on the compact board: bits 0–1 the army (seat index), bits 2–4 the
 * kind ordinal plus one (so 0 means an empty square), bits 5–6 a soldier's link (the ordinal of the
 * major kind it is linked to), bit 7 the transferred flag of a boat (§5.1).
 *
 * <p>The army's camp is bit 0 ({@code 0} = RY, {@code 1} = GB) and its ally is {@code army ^ 2}.
 */
final class ChaturajiManCode {
  /** The number of armies (seats). */
  static final int ARMIES = 4;

  /** The bits of the army in a code. */
  static final int ARMY_MASK = ARMIES - 1;

  /** The number of kinds of men. */
  static final int KINDS = 5;

  /** The number of one-byte codes, empty square and invalid codes included. */
  static final int CODES = 256;

  static final int MARAJA = 0;
  static final int ELEPHANT = 1;
  static final int HORSE = 2;
  static final int BOAT = 3;
  static final int SOLDIER = 4;
  static final int TRANSFERRED = 0x80;

  private static final int KIND_SHIFT = 2;
  private static final int KIND_MASK = 7;
  private static final int LINK_SHIFT = 5;
  private static final int LINK_MASK = 3;

  private static final ChaturajiMan[] MEN = new ChaturajiMan[CODES];
  private static final String[] ARMY_NAMES = {"Red", "Green", "Yellow", "Black"};

  /**
   * The kinds as words, by kind ordinal: the kind ids of the board view and the words of messages.
   */
  private static final String[] KIND_NAMES = {"maraja", "elephant", "horse", "boat", "soldier"};

  static {
    for (int code = 1; code < CODES; code++) {
      if (isValid(code)) {
        MEN[code] = decode(code);
      }
    }
  }

  private ChaturajiManCode() {}

  static int of(int army, int kind, int link, boolean transferred) {
    return army | (kind + 1) << KIND_SHIFT | link << LINK_SHIFT | (transferred ? TRANSFERRED : 0);
  }

  static int army(int code) {
    return code & ARMY_MASK;
  }

  static int camp(int code) {
    return code & 1;
  }

  static int kind(int code) {
    return ((code >> KIND_SHIFT) & KIND_MASK) - 1;
  }

  static int link(int code) {
    return (code >> LINK_SHIFT) & LINK_MASK;
  }

  static boolean isTransferred(int code) {
    return (code & TRANSFERRED) != 0;
  }

  static boolean isMinorKind(int kind) {
    return kind >= BOAT;
  }

  /** A code is valid when its kind exists, only soldiers carry a link and only boats the flag. */
  static boolean isValid(int code) {
    int kind = kind(code);
    if (kind < 0 || kind > SOLDIER) {
      return false;
    }
    if (kind != SOLDIER && link(code) != 0) {
      return false;
    }
    return kind == BOAT || !isTransferred(code);
  }

  /** Returns the public view of a valid code. */
  static ChaturajiMan man(int code) {
    return MEN[code & 0xFF];
  }

  private static ChaturajiMan decode(int code) {
    int kind = kind(code);
    return new ChaturajiMan(
        ChaturajiArmy.of(army(code)),
        ChaturajiKind.of(kind),
        kind == SOLDIER ? ChaturajiKind.of(link(code)) : null,
        isTransferred(code));
  }

  /**
   * Returns the notation token of a valid code, for example {@code rK}, {@code gPB}, {@code yB*}.
   */
  static String token(int code) {
    return man(code).token();
  }

  /**
   * Returns the name of an army for messages: {@code Red}, {@code Green}, {@code Yellow}, {@code
   * Black}.
   */
  static String armyName(int army) {
    return ARMY_NAMES[army];
  }

  /** Returns the word of a kind ordinal: {@code maraja}, {@code elephant}, ... {@code soldier}. */
  static String kindName(int kind) {
    return KIND_NAMES[kind];
  }

  /** Returns a man for messages, for example {@code Green's horse}. */
  static String manName(int code) {
    return ARMY_NAMES[army(code)] + "'s " + KIND_NAMES[kind(code)];
  }
}
