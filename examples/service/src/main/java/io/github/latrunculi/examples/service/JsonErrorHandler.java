package io.github.latrunculi.examples.service;

import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Answers the requests the HTTP layer refuses before any endpoint sees them (a malformed request
 * line, URI or header, a bad or conflicting {@code Content-Length}, an unsupported
 * {@code Transfer-Encoding}, headers over the limit, a request during shutdown) with the service's
 * JSON error shape instead of Jetty's HTML page.
 */
final class JsonErrorHandler implements Request.Handler {
  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    int status = response.getStatus();
    String reason = (String) request.getAttribute(ErrorHandler.ERROR_MESSAGE);
    Throwable cause = (Throwable) request.getAttribute(ErrorHandler.ERROR_EXCEPTION);
    if (cause instanceof HttpException http) {
      status = http.getCode();
      response.setStatus(status);
      if (reason == null) {
        reason = http.getReason();
      }
    }
    if (HttpStatus.hasNoBody(status) || "HEAD".equals(request.getMethod())) {
      callback.succeeded();
      return true;
    }
    ServiceError code = codeOf(status);
    String message = messageOf(code, status, reason);
    Reply reply = Reply.error(code, message);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, reply.contentType());
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, reply.body().length);
    response.write(true, ByteBuffer.wrap(reply.body()), callback);
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
