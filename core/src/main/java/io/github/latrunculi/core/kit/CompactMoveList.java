package io.github.latrunculi.core.kit;

import io.vavr.PartialFunction;
import io.vavr.Tuple2;
import io.vavr.Tuple3;
import io.vavr.collection.Array;
import io.vavr.collection.IndexedSeq;
import io.vavr.collection.Iterator;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Comparator;
import java.util.NoSuchElementException;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A list of legal moves kept in the compact form its generator found it in (a few square sets, for
 * example), that makes a move only when one is asked for: its length, emptiness and indexed access
 * come from the compact form, so a search that lists the moves and plays one of them pays for one
 * move, not for the whole list. In Kharbga, where a turn has about thirty steps and a step is cheap
 * to play, writing the list was most of the time of a game played through {@code legalMoves}.
 *
 * <p>Every other operation is that of the whole list as a vavr {@link Array}, which {@link
 * #writeAll()} writes on first need and the list keeps: iterating costs what listing did before,
 * plus that first call. Equality, hash code and string form are the array's, so a compact list
 * equals an eager one with the same moves in the same order, in both directions.
 *
 * <p>A subclass is an immutable value: its compact form is fixed at construction. Two threads that
 * ask for the whole list at once may both write it; both get equal lists.
 *
 * @param <T> the move type
 */
public abstract class CompactMoveList<T> implements IndexedSeq<T> {
  private static final long serialVersionUID = 1L;

  /** The whole list, written on first need (a racing thread writes an equal one). */
  private transient Array<T> all;

  /** The number of moves. */
  private final int length;

  /**
   * Makes a list of {@code length} moves.
   *
   * @param length the number of moves, from the compact form
   */
  protected CompactMoveList(int length) {
    this.length = length;
  }

  /** {@return the number of moves} */
  @Override
  public final int length() {
    return length;
  }

  /**
   * Returns the move at {@code index} (0 ≤ {@code index} &lt; {@link #length()}), made from the
   * compact form; the order is the one {@link #writeAll()} writes.
   *
   * @param index a valid index
   * @return the move at that place of the list
   */
  protected abstract T moveAt(int index);

  /**
   * Returns every move in list order in a new array of exactly {@link #length()} elements, of type
   * {@code Object[]}, that the list then owns: the fast way to write the whole list, used once.
   *
   * @return the moves, in a fresh array
   */
  protected abstract Object[] writeAll();

  @Override
  public T get(int index) {
    if (index < 0 || index >= length) {
      throw new IndexOutOfBoundsException("get(" + index + ") on a list of " + length);
    }
    return moveAt(index);
  }

  @Override
  public T head() {
    if (isEmpty()) {
      throw new NoSuchElementException("head of an empty list");
    }
    return moveAt(0);
  }

  @Override
  public boolean isEmpty() {
    return length == 0;
  }

  @Override
  public Iterator<T> iterator() {
    return all().iterator();
  }

  /**
   * Serializes the list as the vavr array of its moves, so that the compact form and the move
   * tables behind it need not be serializable.
   *
   * @return the whole list
   */
  protected final Object writeReplace() {
    return all();
  }

  private Array<T> all() {
    Array<T> list = all;
    if (list == null) {
      list = ArrayHandover.of(writeAll());
      all = list;
    }
    return list;
  }

  @Override
  public IndexedSeq<T> appendAll(Iterable<? extends T> a) {
    return all().appendAll(a);
  }

  @Override
  public IndexedSeq<T> append(T a) {
    return all().append(a);
  }

  @Override
  public java.util.List<T> asJavaMutable() {
    return all().asJavaMutable();
  }

  @Override
  public IndexedSeq<T> asJavaMutable(Consumer<? super java.util.List<T>> a) {
    return all().asJavaMutable(a);
  }

  @Override
  public java.util.List<T> asJava() {
    return all().asJava();
  }

  @Override
  public IndexedSeq<T> asJava(Consumer<? super java.util.List<T>> a) {
    return all().asJava(a);
  }

  @Override
  public <R> IndexedSeq<R> collect(PartialFunction<? super T, ? extends R> a) {
    return all().collect(a);
  }

  @Override
  public IndexedSeq<? extends IndexedSeq<T>> combinations() {
    return all().combinations();
  }

  @Override
  public IndexedSeq<? extends IndexedSeq<T>> combinations(int a) {
    return all().combinations(a);
  }

  @Override
  public Iterator<? extends IndexedSeq<T>> crossProduct(int a) {
    return all().crossProduct(a);
  }

  @Override
  public IndexedSeq<T> distinctByKeepLast(Comparator<? super T> a) {
    return all().distinctByKeepLast(a);
  }

  @Override
  public <U> IndexedSeq<T> distinctByKeepLast(Function<? super T, ? extends U> a) {
    return all().distinctByKeepLast(a);
  }

  @Override
  public IndexedSeq<T> distinctBy(Comparator<? super T> a) {
    return all().distinctBy(a);
  }

  @Override
  public <U> IndexedSeq<T> distinctBy(Function<? super T, ? extends U> a) {
    return all().distinctBy(a);
  }

  @Override
  public IndexedSeq<T> distinct() {
    return all().distinct();
  }

  @Override
  public IndexedSeq<T> dropRightUntil(Predicate<? super T> a) {
    return all().dropRightUntil(a);
  }

  @Override
  public IndexedSeq<T> dropRightWhile(Predicate<? super T> a) {
    return all().dropRightWhile(a);
  }

  @Override
  public IndexedSeq<T> dropRight(int a) {
    return all().dropRight(a);
  }

  @Override
  public IndexedSeq<T> dropUntil(Predicate<? super T> a) {
    return all().dropUntil(a);
  }

  @Override
  public IndexedSeq<T> dropWhile(Predicate<? super T> a) {
    return all().dropWhile(a);
  }

  @Override
  public IndexedSeq<T> drop(int a) {
    return all().drop(a);
  }

  @Override
  public boolean equals(Object a) {
    return all().equals(a);
  }

  @Override
  public IndexedSeq<T> filter(Predicate<? super T> a) {
    return all().filter(a);
  }

  @Override
  public <U> IndexedSeq<U> flatMap(Function<? super T, ? extends Iterable<? extends U>> a) {
    return all().flatMap(a);
  }

  @Override
  public <C> Map<C, ? extends IndexedSeq<T>> groupBy(Function<? super T, ? extends C> a) {
    return all().groupBy(a);
  }

  @Override
  public Iterator<? extends IndexedSeq<T>> grouped(int a) {
    return all().grouped(a);
  }

  @Override
  public boolean hasDefiniteSize() {
    return all().hasDefiniteSize();
  }

  @Override
  public int hashCode() {
    return all().hashCode();
  }

  @Override
  public int indexOf(T a, int b) {
    return all().indexOf(a, b);
  }

  @Override
  public Option<? extends IndexedSeq<T>> initOption() {
    return all().initOption();
  }

  @Override
  public IndexedSeq<T> init() {
    return all().init();
  }

  @Override
  public IndexedSeq<T> insertAll(int a, Iterable<? extends T> b) {
    return all().insertAll(a, b);
  }

  @Override
  public IndexedSeq<T> insert(int a, T b) {
    return all().insert(a, b);
  }

  @Override
  public IndexedSeq<T> intersperse(T a) {
    return all().intersperse(a);
  }

  @Override
  public boolean isAsync() {
    return all().isAsync();
  }

  @Override
  public boolean isLazy() {
    return all().isLazy();
  }

  @Override
  public boolean isTraversableAgain() {
    return all().isTraversableAgain();
  }

  @Override
  public int lastIndexOf(T a, int b) {
    return all().lastIndexOf(a, b);
  }

  @Override
  public Seq<T> leftPadTo(int a, T b) {
    return all().leftPadTo(a, b);
  }

  @Override
  public <U> IndexedSeq<U> map(Function<? super T, ? extends U> a) {
    return all().map(a);
  }

  @Override
  public IndexedSeq<T> orElse(Iterable<? extends T> a) {
    return all().orElse(a);
  }

  @Override
  public IndexedSeq<T> orElse(Supplier<? extends Iterable<? extends T>> a) {
    return all().orElse(a);
  }

  @Override
  public IndexedSeq<T> padTo(int a, T b) {
    return all().padTo(a, b);
  }

  @Override
  public Tuple2<? extends IndexedSeq<T>, ? extends IndexedSeq<T>> partition(
      Predicate<? super T> a) {
    return all().partition(a);
  }

  @Override
  public IndexedSeq<T> patch(int a, Iterable<? extends T> b, int c) {
    return all().patch(a, b, c);
  }

  @Override
  public IndexedSeq<T> peek(Consumer<? super T> a) {
    return all().peek(a);
  }

  @Override
  public IndexedSeq<? extends IndexedSeq<T>> permutations() {
    return all().permutations();
  }

  @Override
  public IndexedSeq<T> prependAll(Iterable<? extends T> a) {
    return all().prependAll(a);
  }

  @Override
  public IndexedSeq<T> prepend(T a) {
    return all().prepend(a);
  }

  @Override
  public IndexedSeq<T> reject(Predicate<? super T> a) {
    return all().reject(a);
  }

  @Override
  public IndexedSeq<T> removeAll(T a) {
    return all().removeAll(a);
  }

  @Override
  public IndexedSeq<T> removeAll(Iterable<? extends T> a) {
    return all().removeAll(a);
  }

  /** Deprecated in vavr in favour of {@link #reject}, which it is. */
  @Deprecated
  @Override
  public IndexedSeq<T> removeAll(Predicate<? super T> a) {
    return reject(a);
  }

  @Override
  public IndexedSeq<T> removeAt(int a) {
    return all().removeAt(a);
  }

  @Override
  public IndexedSeq<T> removeFirst(Predicate<T> a) {
    return all().removeFirst(a);
  }

  @Override
  public IndexedSeq<T> removeLast(Predicate<T> a) {
    return all().removeLast(a);
  }

  @Override
  public IndexedSeq<T> remove(T a) {
    return all().remove(a);
  }

  @Override
  public IndexedSeq<T> replaceAll(T a, T b) {
    return all().replaceAll(a, b);
  }

  @Override
  public IndexedSeq<T> replace(T a, T b) {
    return all().replace(a, b);
  }

  @Override
  public IndexedSeq<T> retainAll(Iterable<? extends T> a) {
    return all().retainAll(a);
  }

  @Override
  public IndexedSeq<T> reverse() {
    return all().reverse();
  }

  @Override
  public IndexedSeq<T> rotateLeft(int a) {
    return all().rotateLeft(a);
  }

  @Override
  public IndexedSeq<T> rotateRight(int a) {
    return all().rotateRight(a);
  }

  @Override
  public <U> IndexedSeq<U> scanLeft(U a, BiFunction<? super U, ? super T, ? extends U> b) {
    return all().scanLeft(a, b);
  }

  @Override
  public <U> IndexedSeq<U> scanRight(U a, BiFunction<? super T, ? super U, ? extends U> b) {
    return all().scanRight(a, b);
  }

  @Override
  public IndexedSeq<T> scan(T a, BiFunction<? super T, ? super T, ? extends T> b) {
    return all().scan(a, b);
  }

  @Override
  public IndexedSeq<T> shuffle() {
    return all().shuffle();
  }

  @Override
  public IndexedSeq<T> slice(int a, int b) {
    return all().slice(a, b);
  }

  @Override
  public Iterator<? extends IndexedSeq<T>> slideBy(Function<? super T, ?> a) {
    return all().slideBy(a);
  }

  @Override
  public Iterator<? extends IndexedSeq<T>> sliding(int a, int b) {
    return all().sliding(a, b);
  }

  @Override
  public Iterator<? extends IndexedSeq<T>> sliding(int a) {
    return all().sliding(a);
  }

  @Override
  public <U> IndexedSeq<T> sortBy(Comparator<? super U> a, Function<? super T, ? extends U> b) {
    return all().sortBy(a, b);
  }

  @Override
  public <U extends Comparable<? super U>> IndexedSeq<T> sortBy(
      Function<? super T, ? extends U> a) {
    return all().sortBy(a);
  }

  @Override
  public IndexedSeq<T> sorted() {
    return all().sorted();
  }

  @Override
  public IndexedSeq<T> sorted(Comparator<? super T> a) {
    return all().sorted(a);
  }

  @Override
  public Tuple2<? extends IndexedSeq<T>, ? extends IndexedSeq<T>> span(Predicate<? super T> a) {
    return all().span(a);
  }

  @Override
  public Tuple2<? extends Seq<T>, ? extends Seq<T>> splitAtInclusive(Predicate<? super T> a) {
    return all().splitAtInclusive(a);
  }

  @Override
  public Tuple2<? extends Seq<T>, ? extends Seq<T>> splitAt(int a) {
    return all().splitAt(a);
  }

  @Override
  public Tuple2<? extends Seq<T>, ? extends Seq<T>> splitAt(Predicate<? super T> a) {
    return all().splitAt(a);
  }

  @Override
  public String stringPrefix() {
    return all().stringPrefix();
  }

  @Override
  public IndexedSeq<T> subSequence(int a, int b) {
    return all().subSequence(a, b);
  }

  @Override
  public IndexedSeq<T> subSequence(int a) {
    return all().subSequence(a);
  }

  @Override
  public Option<? extends IndexedSeq<T>> tailOption() {
    return all().tailOption();
  }

  @Override
  public IndexedSeq<T> tail() {
    return all().tail();
  }

  @Override
  public IndexedSeq<T> takeRightUntil(Predicate<? super T> a) {
    return all().takeRightUntil(a);
  }

  @Override
  public IndexedSeq<T> takeRightWhile(Predicate<? super T> a) {
    return all().takeRightWhile(a);
  }

  @Override
  public IndexedSeq<T> takeRight(int a) {
    return all().takeRight(a);
  }

  @Override
  public IndexedSeq<T> takeUntil(Predicate<? super T> a) {
    return all().takeUntil(a);
  }

  @Override
  public IndexedSeq<T> takeWhile(Predicate<? super T> a) {
    return all().takeWhile(a);
  }

  @Override
  public IndexedSeq<T> take(int a) {
    return all().take(a);
  }

  @Override
  public String toString() {
    return all().toString();
  }

  @Override
  public <T1, T2, T3>
      Tuple3<? extends IndexedSeq<T1>, ? extends IndexedSeq<T2>, ? extends IndexedSeq<T3>> unzip3(
          Function<? super T, Tuple3<? extends T1, ? extends T2, ? extends T3>> a) {
    return all().unzip3(a);
  }

  @Override
  public <T1, T2> Tuple2<? extends IndexedSeq<T1>, ? extends IndexedSeq<T2>> unzip(
      Function<? super T, Tuple2<? extends T1, ? extends T2>> a) {
    return all().unzip(a);
  }

  @Override
  public IndexedSeq<T> update(int a, T b) {
    return all().update(a, b);
  }

  @Override
  public IndexedSeq<T> update(int a, Function<? super T, ? extends T> b) {
    return all().update(a, b);
  }

  @Override
  public <U> IndexedSeq<Tuple2<T, U>> zipAll(Iterable<? extends U> a, T b, U c) {
    return all().zipAll(a, b, c);
  }

  @Override
  public IndexedSeq<Tuple2<T, Integer>> zipWithIndex() {
    return all().zipWithIndex();
  }

  @Override
  public <U> IndexedSeq<U> zipWithIndex(BiFunction<? super T, ? super Integer, ? extends U> a) {
    return all().zipWithIndex(a);
  }

  @Override
  public <U, R> IndexedSeq<R> zipWith(
      Iterable<? extends U> a, BiFunction<? super T, ? super U, ? extends R> b) {
    return all().zipWith(a, b);
  }

  @Override
  public <U> IndexedSeq<Tuple2<T, U>> zip(Iterable<? extends U> a) {
    return all().zip(a);
  }
}
