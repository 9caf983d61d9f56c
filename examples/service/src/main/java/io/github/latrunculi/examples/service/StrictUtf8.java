package io.github.latrunculi.examples.service;

import io.vavr.control.Either;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * Decodes request bodies as UTF-8 and nothing else: the JDK's decoder refuses overlong forms,
 * encoded surrogates, code points above U+10FFFF and broken sequences, where Jackson's own byte
 * reader accepts some of them and guesses UTF-16 or UTF-32 from the first bytes. A byte order mark
 * is refused too (JSON sent over a network has none).
 */
final class StrictUtf8 {
  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  private StrictUtf8() {}

  /** Returns the text of {@code body}, or the reason it is not UTF-8, naming the byte offset. */
  static Either<String, String> decode(byte[] body) {
    if (body.length >= 3 && body[0] == BOM[0] && body[1] == BOM[1] && body[2] == BOM[2]) {
      return Either.left(
          "the body starts with a byte order mark (bytes 0 to 2: EF BB BF); send UTF-8 JSON without one");
    }
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(body);
    CharBuffer out = CharBuffer.allocate(body.length);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    if (result.isError()) {
      int at = in.position();
      int length = Math.min(result.length(), body.length - at);
      return Either.left(
          "the body is not valid UTF-8: byte "
              + at
              + " ("
              + HexFormat.ofDelimiter(" ").withUpperCase().formatHex(body, at, at + length)
              + ") starts a malformed sequence (an overlong form, a surrogate, a code point above U+10FFFF"
              + " or a broken sequence); JSON is sent in UTF-8");
    }
    return Either.right(out.flip().toString());
  }
}
