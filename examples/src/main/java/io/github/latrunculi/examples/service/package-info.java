/**
 * The move-validation HTTP service ({@code latrunculi serve}): JSON over HTTP for every game
 * registered with the core, on the JDK's own HTTP server, with Jackson's tree model for JSON.
 * {@link io.github.latrunculi.examples.service.ValidationService} documents the endpoints and
 * statuses; {@link io.github.latrunculi.examples.service.PlayLoadDriver} measures the throughput
 * of {@code POST /play}.
 */
package io.github.latrunculi.examples.service;
