"""The game's pictures, made from SVG files at exactly the pixel size the layout asks for.

Cards, chips and the dealer button are SVG files made by ``tools/make_cards.py`` and
``tools/make_chips.py``; they are rasterised at exactly the pixel size the layout asks
for (``pygame.image.load_sized_svg``), so they are crisp at every window size from
960x540 to 4K and are never scaled up. The felt table is drawn as SVG at the window
size, with a fine cloth grain added by numpy. Every result is cached by its arguments:
ask again with the same size and you get the same Surface (treat it as read-only;
``.copy()`` it before drawing on it). A real run also keeps the rasterised cards and
chips on disk (:mod:`.raster_cache`), so the next start does not rasterise them again.

* :mod:`.cards` — card faces, backs and shadows;
* :mod:`.chips` — chips, stacks, piles and the dealer button;
* :mod:`.table` — the felt, the rail and the room behind the table;
* :mod:`.svg` — loading an SVG asset at a size;
* :mod:`.raster_cache` — the rasterised SVG pictures kept on disk between runs.
"""
