#ifndef LOUPE_CLIBJPEG_SHIM_H
#define LOUPE_CLIBJPEG_SHIM_H
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#endif
