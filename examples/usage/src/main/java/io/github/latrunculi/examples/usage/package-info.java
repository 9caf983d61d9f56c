/** Small runnable programs that show the library from a user's side, as the README does. */
package io.github.latrunculi.examples.usage;
