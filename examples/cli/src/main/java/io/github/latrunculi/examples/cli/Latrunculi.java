package io.github.latrunculi.examples.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code latrunculi} command: lists games, starts, validates, plays, counts, draws, self-plays,
 * replays and analyses positions of every registered game. {@code latrunculi help [command]} and
 * {@code --help} on every command describe them.
 *
 * <p>Exit status: 0 on success; 2 for rejected input or a usage error (an unknown command or
 * option, a bad value), with the reason on standard error; 1 for an internal error.
 */
@Command(
    name = "latrunculi",
    mixinStandardHelpOptions = true,
    version = "latrunculi 0.1.0-SNAPSHOT",
    description = "Rules engines for Chief, Malha, Amazonsflip, Chaturaji and Quaternity.",
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:success",
      "2:rejected input or a usage error (the reason on standard error)",
      "1:internal error"
    },
    subcommands = {
      CommandLine.HelpCommand.class,
      GamesCommand.class,
      StartCommand.class,
      MovesCommand.class,
      PlayCommand.class,
      PerftCommand.class,
      ShowCommand.class,
      SelfplayCommand.class,
      ReplayCommand.class,
      AnalyseCommand.class,
      io.github.latrunculi.examples.service.ServeCommand.class,
      LadderCommand.class
    })
public final class Latrunculi {
  /** Exit status for input that was refused (a rejected position, move or setup). */
  public static final int REJECTED = 2;

  /** Exit status for an internal error. */
  public static final int INTERNAL_ERROR = 1;

  private Latrunculi() {}

  /** Runs the tool and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
  }

  /** Runs the tool with the given output streams and returns its exit status. */
  public static int run(PrintWriter out, PrintWriter err, String... args) {
    CommandLine cli = commandLine();
    cli.setOut(out);
    cli.setErr(err);
    return cli.execute(args);
  }

  /**
   * Returns the configured command line. Moves are taken verbatim: {@code --} (Chaturaji's lost
   * turn) and other arguments that look like options but are none are positional parameters.
   */
  static CommandLine commandLine() {
    CommandLine cli = new CommandLine(Latrunculi.class);
    cli.setEndOfOptionsDelimiter("--end-of-options");
    cli.setUnmatchedOptionsArePositionalParams(true);
    cli.setExecutionExceptionHandler(
        (e, commandLine, parseResult) -> {
          commandLine.getErr().println("internal error: " + e);
          return INTERNAL_ERROR;
        });
    return cli;
  }
}
