/**
 * The game authors' kit: speed helpers that only the game modules use in their move generators. Not
 * part of the public API: the module exports this package to the game modules alone.
 */
package io.github.latrunculi.core.kit;
