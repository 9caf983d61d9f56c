package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.ToMove;

/**
 * Who acts on a turn slot and which men that actor may move (§4.1 and §5.3 of the dossier), and
 * which men a die value selects (§4.3). Everything works on primitive masks so that the move
 * generator can call it without allocating.
 *
 * <p>The commanded men of each army are given by a mode, packed two bits per army: {@link #NONE},
 * {@link #ALL}, {@link #UNFLAGGED} (all but the boats transferred to the ally) or {@link #FLAGGED}
 * (only the boats transferred from the ally).
 */
final class ChaturajiCommand {
  static final int NONE = 0;
  static final int ALL = 1;
  static final int UNFLAGGED = 2;
  static final int FLAGGED = 3;

  /** The armies of the camp RY (Red, Yellow) as a mask of army bits. */
  static final int RY_ARMIES = 0b0101;

  /** The armies of the camp GB (Green, Black) as a mask of army bits. */
  static final int GB_ARMIES = 0b1010;

  /** The bits of one army's mode in the packed modes. */
  private static final int MODE_BITS = 2;

  private static final int MODE_MASK = (1 << MODE_BITS) - 1;

  /** Selection for free mode: every commanded man may move. */
  static final int EVERY_MAN = -1;

  /** Where a selection's soldier rule starts; below it, the selected major kind. */
  private static final int SOLDIER_RULE_SHIFT = 3;

  private static final int MAJOR_MASK = (1 << SOLDIER_RULE_SHIFT) - 1;

  private static final int SOLDIERS_NONE = 0;
  private static final int SOLDIERS_ANY = 1;
  private static final int SOLDIERS_LINKED = 2;
  private static final int SOLDIERS_BY_LANE = 3;

  /** The major kind selected by each die value, per die (index = value). */
  private static final int[] SEED_KINDS = {
    -1,
    ChaturajiManCode.BOAT,
    ChaturajiManCode.HORSE,
    ChaturajiManCode.ELEPHANT,
    ChaturajiManCode.MARAJA
  };

  private static final int[] FORBES_KINDS = {
    -1,
    -1,
    ChaturajiManCode.BOAT,
    ChaturajiManCode.HORSE,
    ChaturajiManCode.ELEPHANT,
    ChaturajiManCode.MARAJA
  };
  private static final int[] BIRUNI_KINDS = {
    -1,
    ChaturajiManCode.MARAJA,
    ChaturajiManCode.BOAT,
    ChaturajiManCode.HORSE,
    ChaturajiManCode.ELEPHANT
  };

  private static final int[] SEED_FACES = {1, 2, 3, 4};
  private static final int[] FORBES_FACES = {2, 3, 4, 5};

  private ChaturajiCommand() {}

  /** Returns the armies of the camp of {@code army} as a mask: {@link #RY_ARMIES} or GB's. */
  static int campMask(int army) {
    return RY_ARMIES << (army & 1);
  }

  /**
   * Returns who is to act: nobody once the game is over, the chance event of the die while a throw
   * is due, else the seat of the slot's actor.
   */
  static ToMove<ChaturajiMove> toMove(ChaturajiContext context, ChaturajiPosition position) {
    if (position.status != ChaturajiPosition.ONGOING) {
      return new ToMove.Nobody<>();
    }
    if (position.die == ChaturajiPosition.DIE_DUE) {
      return context.chance();
    }
    return context.seat(actor(position.slot, position.commanders));
  }

  /** Returns the bit mask of armies with their maraja on the board. */
  static int marajaMask(byte[] board) {
    int mask = 0;
    for (int square = 0; square < ChaturajiTables.SQUARES; square++) {
      int code = board[square] & 0xFF;
      if (code != 0 && ChaturajiManCode.kind(code) == ChaturajiManCode.MARAJA) {
        mask |= 1 << ChaturajiManCode.army(code);
      }
    }
    return mask;
  }

  /** Returns true when the slot of {@code army} is skipped: no maraja and nobody to play for it. */
  static boolean isLost(ChaturajiVariant variant, int army, int commanders, int marajas) {
    if ((marajas >> army & 1) != 0) {
      return false;
    }
    return variant.headless() == ChaturajiVariant.Headless.FROZEN
        || (commanders & campMask(army)) == 0;
  }

  /** Returns the next slot clockwise after {@code slot} that is not lost, or -1 if all are. */
  static int nextSlot(ChaturajiVariant variant, int slot, int commanders, int marajas) {
    for (int k = 1; k <= ChaturajiManCode.ARMIES; k++) {
      int candidate = (slot + k) & ChaturajiManCode.ARMY_MASK;
      if (!isLost(variant, candidate, commanders, marajas)) {
        return candidate;
      }
    }
    return -1;
  }

  /** Returns the army that acts on the slot: the camp's commander if any, else the slot's army. */
  static int actor(int slot, int commanders) {
    int commander = commanders & campMask(slot);
    return commander == 0 ? slot : Integer.numberOfTrailingZeros(commander);
  }

  /** Returns the commanded modes of the four armies, two bits each, for the actor of the slot. */
  static int modes(ChaturajiVariant variant, int slot, int commanders, int marajas) {
    int ally = slot ^ 2;
    boolean frozen = variant.headless() == ChaturajiVariant.Headless.FROZEN;
    boolean allyHasMaraja = (marajas >> ally & 1) != 0;
    int own;
    int allied;
    if ((commanders & campMask(slot)) != 0) {
      // The slot's own army has its maraja here even when frozen: a frozen headless slot is lost.
      own = ALL;
      allied = frozen && !allyHasMaraja ? NONE : ALL;
    } else if (!allyHasMaraja) {
      own = ALL;
      allied = frozen ? NONE : ALL;
    } else {
      own = UNFLAGGED;
      allied = FLAGGED;
    }
    return own << (MODE_BITS * slot) | allied << (MODE_BITS * ally);
  }

  /** Returns the mode of an army among the packed modes. */
  static int mode(int modes, int army) {
    return modes >> (MODE_BITS * army) & MODE_MASK;
  }

  /** Returns true when the modes let the actor move the man {@code code}. */
  static boolean commands(int modes, int code) {
    switch (mode(modes, ChaturajiManCode.army(code))) {
      case ALL:
        return true;
      case UNFLAGGED:
        return !ChaturajiManCode.isTransferred(code);
      case FLAGGED:
        return ChaturajiManCode.isTransferred(code);
      default:
        return false;
    }
  }

  /**
   * Returns the selection of a die field: {@link #EVERY_MAN} in free mode, else the selected major
   * kind in bits 0–2 and the soldier rule in bits 3–4.
   */
  static int selection(ChaturajiVariant variant, int die) {
    if (die == ChaturajiPosition.DIE_NONE || die == ChaturajiPosition.DIE_DUE) {
      return EVERY_MAN;
    }
    switch (variant.dice()) {
      case FORBES:
        return FORBES_KINDS[die] | (die == 5 ? SOLDIERS_ANY : SOLDIERS_NONE) << SOLDIER_RULE_SHIFT;
      case BIRUNI:
        return BIRUNI_KINDS[die] | (die == 1 ? SOLDIERS_ANY : SOLDIERS_NONE) << SOLDIER_RULE_SHIFT;
      default:
        int rule =
            variant.link() == ChaturajiVariant.Link.IDENTITY ? SOLDIERS_LINKED : SOLDIERS_BY_LANE;
        return SEED_KINDS[die] | rule << SOLDIER_RULE_SHIFT;
    }
  }

  /**
   * Returns the squares of the men of the kinds a selection may let move, whatever their army (a
   * superset: a soldier's link or lane is checked by {@link #selects}).
   */
  static long selectedMask(long[] men, int selection) {
    if (selection == EVERY_MAN) {
      return -1L;
    }
    int major = selection & MAJOR_MASK;
    long mask = major <= ChaturajiManCode.BOAT ? men[ChaturajiMenMasks.KIND + major] : 0;
    return (selection >> SOLDIER_RULE_SHIFT) == SOLDIERS_NONE
        ? mask
        : mask | men[ChaturajiMenMasks.KIND + ChaturajiManCode.SOLDIER];
  }

  /** Returns true when the selection lets the man {@code code} on {@code square} move. */
  static boolean selects(int selection, int code, int square) {
    if (selection == EVERY_MAN) {
      return true;
    }
    int kind = ChaturajiManCode.kind(code);
    int major = selection & MAJOR_MASK;
    if (kind != ChaturajiManCode.SOLDIER) {
      return kind == major;
    }
    switch (selection >> SOLDIER_RULE_SHIFT) {
      case SOLDIERS_ANY:
        return true;
      case SOLDIERS_LINKED:
        return ChaturajiManCode.link(code) == major;
      case SOLDIERS_BY_LANE:
        return ChaturajiTables.LANE_KIND[ChaturajiManCode.army(code)][square] == major;
      default:
        return false;
    }
  }

  /** Returns the major kind a selection names (not {@link #EVERY_MAN}). */
  static int major(int selection) {
    return selection & MAJOR_MASK;
  }

  /** Returns the values the die can show, in increasing order (a shared array: do not modify). */
  static int[] faces(ChaturajiVariant.Dice dice) {
    return dice == ChaturajiVariant.Dice.FORBES ? FORBES_FACES : SEED_FACES;
  }

  /** Returns the probability of a face of the die. */
  static double probability(ChaturajiVariant.Dice dice, int value) {
    if (dice == ChaturajiVariant.Dice.BIRUNI) {
      return value == 1 || value == 4 ? 1.0 / 3 : 1.0 / 6;
    }
    return 0.25;
  }

  /** Returns true when the die can show {@code value}. */
  static boolean isFace(ChaturajiVariant.Dice dice, int value) {
    return dice == ChaturajiVariant.Dice.FORBES
        ? value >= 2 && value <= 5
        : value >= 1 && value <= 4;
  }
}
