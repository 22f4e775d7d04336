"""The rules and hand-rankings pages: their content (docs/rules.md, exact draw odds), layout and rendering, shown by the rules scene."""
