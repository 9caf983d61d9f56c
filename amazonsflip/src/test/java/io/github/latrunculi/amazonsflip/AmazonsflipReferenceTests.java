package io.github.latrunculi.amazonsflip;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A differential test: a deliberately plain second implementation of the turn rules, written from
 * the dossier's §3 and §5 text over a {@code char[][]} grid (no shared code with the engine but the
 * position line), must produce exactly the engine's legal turns and, for each, the same resulting
 * board, at every position of a seeded random game of every variant.
 */
class AmazonsflipReferenceTests {
  private static final int[][] DIRS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

  @ParameterizedTest
  @EnumSource(AmazonsflipVariant.class)
  void engineAgreesWithThePlainReference(AmazonsflipVariant variant) {
    AmazonsflipRules rules = AmazonsflipRules.of(variant);
    SplittableRandom random = new SplittableRandom(variant.ordinal());
    AmazonsflipPosition position = rules.initial();
    while (true) {
      String line = rules.notation().formatPosition(position);
      TreeMap<String, String> expected = reference(variant, line);
      TreeMap<String, String> actual = new TreeMap<>();
      for (AmazonsflipMove m : rules.legalMoves(position)) {
        actual.put(m.toString(), rules.notation().formatPosition(rules.apply(position, m)).split(" ")[2]);
      }
      assertEquals(expected, actual, "turns of " + line);
      if (actual.isEmpty()) {
        break;
      }
      position = rules.apply(position, rules.randomMove(position, random).get());
    }
  }

  /** Every legal turn of the line's position with the board field it leads to. */
  private static TreeMap<String, String> reference(AmazonsflipVariant v, String line) {
    String[] f = line.split(" ");
    char[][] g = parse(f[2]);
    char me = f[3].equals("1") ? 'A' : 'a';
    char myStone = me == 'A' ? 'S' : 's';
    char enemyStone = me == 'A' ? 's' : 'S';
    boolean opening = f[4].equals("F");
    boolean iago = v == AmazonsflipVariant.IAGO || v == AmazonsflipVariant.IAGO1115;
    boolean border = v == AmazonsflipVariant.BORDER || v == AmazonsflipVariant.DESDEMONA2;
    TreeMap<String, String> turns = new TreeMap<>();
    for (int x = 0; x < 10; x++) {
      for (int y = 0; y < 10; y++) {
        if (g[x][y] != me) {
          continue;
        }
        for (int[] d : DIRS) {
          for (int tx = x + d[0], ty = y + d[1]; on(tx, ty); tx += d[0], ty += d[1]) {
            char c = g[tx][ty];
            if (c != '.') {
              if (iago && (c == me || c == myStone)) {
                continue; // Iago: moves pass through own units
              }
              break;
            }
            char[][] moved = copy(g);
            moved[x][y] = '.';
            moved[tx][ty] = me;
            String move = name(x, y) + "-" + name(tx, ty);
            if (opening) {
              turns.put(move, format(moved));
              continue;
            }
            for (int[] e : DIRS) {
              int sx = tx + e[0];
              int sy = ty + e[1];
              if (!iago && on(sx, sy) && moved[sx][sy] == enemyStone) {
                int rx = sx;
                int ry = sy;
                while (on(rx, ry) && moved[rx][ry] == enemyStone) {
                  rx += e[0];
                  ry += e[1];
                }
                if (on(rx, ry) && moved[rx][ry] == '.') {
                  char[][] shot = copy(moved);
                  for (int jx = sx, jy = sy; jx != rx || jy != ry; jx += e[0], jy += e[1]) {
                    shot[jx][jy] = myStone;
                  }
                  shot[rx][ry] = border ? myStone : 'N';
                  turns.put(move + "/" + name(rx, ry), format(shot));
                }
                continue;
              }
              for (; on(sx, sy); sx += e[0], sy += e[1]) {
                char c2 = moved[sx][sy];
                if (c2 != '.') {
                  if (v == AmazonsflipVariant.IAGO && (c2 == me || c2 == myStone)) {
                    continue; // Iago: shots pass through own units
                  }
                  break;
                }
                boolean perimeter = sx == 0 || sy == 0 || sx == 9 || sy == 9;
                if (border && perimeter) {
                  continue;
                }
                char[][] shot = copy(moved);
                shot[sx][sy] = myStone;
                if (iago) {
                  othelloFlips(shot, sx, sy, me, myStone, enemyStone);
                }
                turns.put(move + "/" + name(sx, sy), format(shot));
              }
            }
          }
        }
      }
    }
    return turns;
  }

  private static void othelloFlips(char[][] g, int x, int y, char me, char myStone, char enemyStone) {
    for (int[] d : DIRS) {
      int rx = x + d[0];
      int ry = y + d[1];
      int run = 0;
      while (on(rx, ry) && g[rx][ry] == enemyStone) {
        rx += d[0];
        ry += d[1];
        run++;
      }
      if (run > 0 && on(rx, ry) && (g[rx][ry] == myStone || g[rx][ry] == me)) {
        for (int k = 1; k <= run; k++) {
          g[x + d[0] * k][y + d[1] * k] = myStone;
        }
      }
    }
  }

  private static boolean on(int x, int y) {
    return x >= 0 && y >= 0 && x < 10 && y < 10;
  }

  private static String name(int x, int y) {
    return (char) ('a' + x) + Integer.toString(y + 1);
  }

  private static char[][] copy(char[][] g) {
    char[][] c = new char[10][];
    for (int i = 0; i < 10; i++) {
      c[i] = g[i].clone();
    }
    return c;
  }

  /** g[file][rank] from a board field, '.' for empty. */
  private static char[][] parse(String board) {
    char[][] g = new char[10][10];
    String[] ranks = board.split("/");
    for (int r = 0; r < 10; r++) {
      int x = 0;
      String s = ranks[r];
      for (int i = 0; i < s.length(); i++) {
        char c = s.charAt(i);
        if (Character.isDigit(c)) {
          int n = c - '0';
          if (i + 1 < s.length() && Character.isDigit(s.charAt(i + 1))) {
            n = n * 10 + s.charAt(++i) - '0';
          }
          for (int k = 0; k < n; k++) {
            g[x++][9 - r] = '.';
          }
        } else {
          g[x++][9 - r] = c;
        }
      }
    }
    return g;
  }

  private static String format(char[][] g) {
    StringBuilder sb = new StringBuilder();
    for (int y = 9; y >= 0; y--) {
      int empty = 0;
      for (int x = 0; x < 10; x++) {
        if (g[x][y] == '.') {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(g[x][y]);
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (y > 0) {
        sb.append('/');
      }
    }
    return sb.toString();
  }
}
