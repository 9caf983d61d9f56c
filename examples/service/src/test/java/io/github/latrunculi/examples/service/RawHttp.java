package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Raw HTTP/1.1 over a socket to 127.0.0.1, for requests the JDK client will not send (broken
 * framing, bad request lines, bytes that are not HTTP) and for checking that an answer arrived
 * whole. Reads until the server closes the connection, a complete response has arrived, or the time
 * limit passes.
 */
final class RawHttp {
  private static final ObjectMapper JSON = new ObjectMapper();

  private RawHttp() {}

  /**
   * What came back.
   *
   * @param bytes every byte received
   * @param closed whether the server closed the connection (end of stream or reset)
   * @param timedOut whether the time limit passed with the connection still open
   */
  record Received(byte[] bytes, boolean closed, boolean timedOut) {
    /** Returns the text received, as ISO-8859-1. */
    String text() {
      return new String(bytes, StandardCharsets.ISO_8859_1);
    }

    /** Returns the status of the response, or -1 when nothing came back. */
    int status() {
      String text = text();
      if (!text.startsWith("HTTP/1.")) {
        return -1;
      }
      return Integer.parseInt(text.substring(9, 12));
    }

    /** Returns the response headers, names in lower case. */
    Map<String, String> headers() {
      Map<String, String> headers = new TreeMap<>();
      String text = text();
      int end = text.indexOf("\r\n\r\n");
      for (String line :
          text.substring(text.indexOf("\r\n") + 2, Math.max(end, text.indexOf("\r\n") + 2))
              .split("\r\n")) {
        int colon = line.indexOf(':');
        if (colon > 0) {
          headers.put(
              line.substring(0, colon).trim().toLowerCase(Locale.ROOT),
              line.substring(colon + 1).trim());
        }
      }
      return headers;
    }

    /** Returns the body, or null when the headers did not complete. */
    byte[] body() {
      String text = text();
      int end = text.indexOf("\r\n\r\n");
      if (end < 0) {
        return null;
      }
      byte[] body = new byte[bytes.length - end - 4];
      System.arraycopy(bytes, end + 4, body, 0, body.length);
      return body;
    }

    /**
     * Whether a whole response arrived: headers, and as many body bytes as Content-Length says
     * (none for 204 and 304).
     */
    boolean complete() {
      if (body() != null && (status() == 204 || status() == 304)) {
        return true;
      }
      byte[] body = body();
      String length = body == null ? null : headers().get("content-length");
      return length != null && Integer.parseInt(length) == body.length;
    }

    /** Returns the body as JSON. */
    JsonNode json() throws IOException {
      return JSON.readTree(body());
    }
  }

  /** Sends {@code request} on a new connection and reads what comes back within {@code limit}. */
  static Received send(int port, byte[] request, Duration limit) throws IOException {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress("127.0.0.1", port), 5000);
      try {
        socket.getOutputStream().write(request);
        socket.getOutputStream().flush();
      } catch (IOException closedBeforeTheRequest) {
        // The server closed the connection (a reset) before taking the request: nothing was
        // answered, which a client sees like a refused connection.
        return new Received(new byte[0], true, false);
      }
      return receive(socket, limit);
    }
  }

  /** Sends {@code request}, given as text with CRLF line ends already in it. */
  static Received send(int port, String request, Duration limit) throws IOException {
    return send(port, request.getBytes(StandardCharsets.ISO_8859_1), limit);
  }

  /** Reads from an open socket until it closes or the limit, whatever arrives meanwhile. */
  static Received receiveAll(Socket socket, Duration limit) throws IOException {
    return read(socket, limit, false);
  }

  /** Reads from an open socket until it closes, a whole response has arrived, or the limit. */
  static Received receive(Socket socket, Duration limit) throws IOException {
    return read(socket, limit, true);
  }

  private static Received read(Socket socket, Duration limit, boolean untilComplete)
      throws IOException {
    long deadline = System.nanoTime() + limit.toNanos();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    InputStream in = socket.getInputStream();
    byte[] buffer = new byte[65536];
    while (true) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        return new Received(out.toByteArray(), false, true);
      }
      socket.setSoTimeout((int) Math.max(1, left / 1_000_000));
      int n;
      try {
        n = in.read(buffer);
      } catch (SocketTimeoutException e) {
        return new Received(out.toByteArray(), false, true);
      } catch (IOException e) {
        return new Received(out.toByteArray(), true, false);
      }
      if (n < 0) {
        return new Received(out.toByteArray(), true, false);
      }
      out.write(buffer, 0, n);
      if (untilComplete) {
        Received sofar = new Received(out.toByteArray(), false, false);
        if (sofar.complete()) {
          return sofar;
        }
      }
    }
  }
}
