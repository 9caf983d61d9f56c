package io.github.latrunculi.core.agent;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Rules;
import io.vavr.control.Option;

/**
 * What {@link AlphaBetaAgent} and {@link BestReplyAgent} share: an {@link AlphaBetaSearch} that
 * chooses the move and keeps the analysis of its last choice. The agents differ only in how they
 * configure it.
 */
abstract sealed class SearchingAgent implements Agent permits AlphaBetaAgent, BestReplyAgent {
  private final AlphaBetaSearch search;

  SearchingAgent(AlphaBetaSearch search) {
    this.search = search;
  }

  @Override
  public final <S, M extends Move> M choose(Rules<S, M> rules, S position) {
    return search.choose(rules, position);
  }

  @Override
  public final Option<Analysis> lastAnalysis() {
    return Option.of(search.last());
  }
}
