/**
 * The move-validation HTTP service ({@code latrunculi serve}): JSON over HTTP for every game
 * registered with the core, on embedded Jetty, with Jackson's tree model for JSON and Micrometer
 * for metrics. {@link io.github.latrunculi.examples.service.ValidationService} documents the
 * endpoints and statuses, {@link io.github.latrunculi.examples.service.ServiceSettings} the limits,
 * and {@link io.github.latrunculi.examples.service.ServeCommand} runs it from the command line.
 */
package io.github.latrunculi.examples.service;
