#include <cairo.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <zlib.h>
