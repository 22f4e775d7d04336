"""Hand-made widgets of the game: buttons, slider and checkbox, menu rows, the text field."""
