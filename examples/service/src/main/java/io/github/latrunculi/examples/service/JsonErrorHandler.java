package io.github.latrunculi.examples.service;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Answers the requests the HTTP layer refuses before any endpoint sees them (a malformed request
 * line, URI or header, a bad or conflicting {@code Content-Length}, an unsupported {@code
 * Transfer-Encoding}, an unknown {@code Expect}, headers over the limit, another HTTP version) with
 * the service's JSON error shape instead of Jetty's HTML page, and with the CORS headers of an
 * allowed origin when the request got far enough to name it.
 */
final class JsonErrorHandler implements Request.Handler {
  private final Cors cors;
  private final Drain drain;

  /** Creates the handler with the service's CORS policy and drain. */
  JsonErrorHandler(Cors cors, Drain drain) {
    this.cors = cors;
    this.drain = drain;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    int status = response.getStatus();
    String reason = (String) request.getAttribute(ErrorHandler.ERROR_MESSAGE);
    Throwable cause = (Throwable) request.getAttribute(ErrorHandler.ERROR_EXCEPTION);
    if (cause instanceof HttpException http) {
      status = http.getCode();
      if (reason == null) {
        reason = http.getReason();
      }
    }
    if (cause instanceof TimeoutException
        || (cause instanceof IOException && !(cause instanceof HttpException))) {
      // The connection timed out or broke before the request was complete: nobody is left to
      // answer, and the access log counts the request as closed, not as an error of the server.
      callback.failed(cause);
      return true;
    }
    if (status == HttpStatus.UPGRADE_REQUIRED_426) {
      // Jetty asks an HTTP/2 client to upgrade; this server speaks HTTP/1.1 only.
      status = HttpStatus.HTTP_VERSION_NOT_SUPPORTED_505;
      reason = "this server speaks HTTP/1.0 and HTTP/1.1 only";
    }
    response.setStatus(status);
    cors.allowOrigin(request, response);
    Callback done = drain.answering(response, AccessLog.tracking(request, callback));
    if (HttpStatus.hasNoBody(status) || "HEAD".equals(request.getMethod())) {
      response.write(true, null, done);
      return true;
    }
    ServiceError code = codeOf(status);
    String message = messageOf(code, status, reason);
    Reply reply = Reply.error(code, message);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, reply.contentType());
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, reply.body().length);
    response.write(true, ByteBuffer.wrap(reply.body()), done);
    return true;
  }

  private static ServiceError codeOf(int status) {
    switch (status) {
      case 408:
        return ServiceError.REQUEST_TIMEOUT;
      case 413:
        return ServiceError.BODY_TOO_LARGE;
      case 414:
        return ServiceError.URI_TOO_LONG;
      case 417:
        return ServiceError.EXPECTATION_FAILED;
      case 431:
        return ServiceError.HEADERS_TOO_LARGE;
      case 501:
        return ServiceError.UNSUPPORTED_TRANSFER_ENCODING;
      case 503:
        return ServiceError.SHUTTING_DOWN;
      case 505:
        return ServiceError.UNSUPPORTED_VERSION;
      default:
        return status < 500 ? ServiceError.MALFORMED_REQUEST : ServiceError.INTERNAL_ERROR;
    }
  }

  private static String messageOf(ServiceError code, int status, String reason) {
    String detail = reason == null || reason.isBlank() ? HttpStatus.getMessage(status) : reason;
    switch (code) {
      case SHUTTING_DOWN:
        return "the service is shutting down; send the request to another instance";
      case INTERNAL_ERROR:
        return "internal error (" + detail + "); the server log has details";
      default:
        return "the HTTP request is refused: " + detail;
    }
  }
}
