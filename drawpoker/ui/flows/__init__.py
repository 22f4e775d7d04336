"""What the game tells and asks the player across screens: start-up notices, the resume offer, file and table notices, sitting down from the menus."""
