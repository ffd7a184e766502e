#include "CPNGSupport.h"
