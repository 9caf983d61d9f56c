/**
 * The {@code latrunculi} command-line tool: every game registered with the core, driven by position
 * lines and move notation. Exit status 0 on success, 2 on rejected input (the rejection code and
 * reason on standard error), 1 on an internal error.
 */
package io.github.latrunculi.examples.cli;
