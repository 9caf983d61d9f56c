package io.github.latrunculi.chief;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.agent.Perft;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The perft table of the dossier's §15, run through the registry from the position lines. */
class ChiefPerftTests {
  @ParameterizedTest(name = "{0} depth {1} = {2} ({3})")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -                                 | 1 | 24      | dossier §15
          chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -                                 | 2 | 576     | dossier §15
          chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -                                 | 3 | 19359   | dossier §15
          chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -                                 | 4 | 643904  | dossier §15
          chief standard 7x7 rawkwra/sssssss/7/7/7/SSSSSSS/ARWKWAR w - -                         | 1 | 36      | dossier §15
          chief standard 7x7 rawkwra/sssssss/7/7/7/SSSSSSS/ARWKWAR w - -                         | 2 | 1296    | dossier §15
          chief standard 7x7 rawkwra/sssssss/7/7/7/SSSSSSS/ARWKWAR w - -                         | 3 | 59867   | dossier §15
          chief standard 7x7 rawkwra/sssssss/7/7/7/SSSSSSS/ARWKWAR w - -                         | 4 | 2745864 | dossier §15
          chief standard 5x9 arkar/sssss/5/5/5/5/5/SSSSS/ARKAR w - -                             | 3 | 20116   | dossier §15
          chief standard 5x9 arkar/sssss/5/5/5/5/5/SSSSS/ARKAR w - -                             | 4 | 699821  | dossier §15
          chief standard 7x9 arwkwar/sssssss/7/7/7/7/7/SSSSSSS/ARWKWAR w - -                     | 3 | 61354   | dossier §15
          chief standard 7x9 arwkwar/sssssss/7/7/7/7/7/SSSSSSS/ARWKWAR w - -                     | 4 | 2899154 | dossier §15
          chief standard,rows9=rotate 7x9 rawkwra/sssssss/7/7/7/7/7/SSSSSSS/ARWKWAR w - -        | 4 | 2899278 | dossier §15 diagnostics
          chief standard 9x7 rawwkwwra/sssssssss/9/9/9/SSSSSSSSS/ARWWKWWAR w - -                 | 1 | 48      | dossier §15
          chief standard 9x7 rawwkwwra/sssssssss/9/9/9/SSSSSSSSS/ARWWKWWAR w - -                 | 2 | 2304    | dossier §15
          chief standard 9x7 rawwkwwra/sssssssss/9/9/9/SSSSSSSSS/ARWWKWWAR w - -                 | 3 | 134452  | dossier §15
          chief standard 11x7 rawwwkwwwra/sssssssssss/11/11/11/SSSSSSSSSSS/ARWWWKWWWAR w - -     | 1 | 60      | dossier §15
          chief standard 11x7 rawwwkwwwra/sssssssssss/11/11/11/SSSSSSSSSSS/ARWWWKWWWAR w - -     | 2 | 3600    | dossier §15
          chief standard 11x7 rawwwkwwwra/sssssssssss/11/11/11/SSSSSSSSSSS/ARWWWKWWWAR w - -     | 3 | 253658  | dossier §15
          chief standard 9x9 arwwkwwar/sssssssss/9/9/9/9/9/SSSSSSSSS/ARWWKWWAR w - -             | 1 | 48      | dossier §15
          chief standard 9x9 arwwkwwar/sssssssss/9/9/9/9/9/SSSSSSSSS/ARWWKWWAR w - -             | 2 | 2304    | dossier §15
          chief standard 9x9 arwwkwwar/sssssssss/9/9/9/9/9/SSSSSSSSS/ARWWKWWAR w - -             | 3 | 137014  | dossier §15
          """)
  void perft(String line, int depth, long expected, String source) {
    GameState<?, ?> state = Games.parse(line).get();
    assertEquals(expected, count(state, depth), source);
  }

  private static <S, M extends io.github.latrunculi.core.Move> long count(
      GameState<S, M> state, int depth) {
    return Perft.count(state.rules(), state.position(), depth);
  }
}
