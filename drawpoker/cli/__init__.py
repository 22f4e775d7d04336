"""Command-line subcommands of drawpoker (replay, simulate, odds): argparse front ends over the pure packages."""
