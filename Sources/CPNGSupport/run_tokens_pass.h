// The first pass of the run compressor, compiled twice by run_tokens.c: FIND_TOKENS is the function's name,
// FIND_TOKENS_TARGET its target attribute, MATCH_LENGTH the comparison it extends repeats with. Not a header of
// declarations: it has no include guard on purpose.

FIND_TOKENS_TARGET void FIND_TOKENS(TokenFinder *finder, Block *block) {
    const uint8_t *data = finder->data;
    const size_t start = finder->start, end = finder->end;
    const size_t near = finder->near, far = finder->far;
    uint32_t *recent = finder->recent;
    // From here on both distances reach back into the data (the quick test needs them).
    const size_t checked_from = near > far ? near : far;
    const size_t above_distance = far ? far : near;
    // RGB rows: a pixel's bytes go out as one token, and only pixels are tried by hash (repeats of text are repeats
    // of pixels). Elsewhere every byte is.
    const int pixel_tokens = far != 0 && near == 3;
    size_t p = finder->position, row_start = finder->row_start, next_row = finder->next_row;
    const uint8_t *prefetch = finder->prefetch, *const prefetch_end = finder->prefetch_end;
    while (p < end && block->count < BLOCK_TOKENS) {
        // Spread over the tokens, so the loads overlap the work instead of queueing behind each other.
        if (prefetch < prefetch_end) {
            __builtin_prefetch(prefetch, 0, 2);
            prefetch += 64;
        }
        // Most bytes of text and anti-aliased edges start neither a run nor a row: three bytes decide. Such a byte
        // may start a repeat of something further back (a glyph drawn before): the last pixel with the same four
        // bytes, by hash, is tried, and remembered for the next.
        int maybe_run = 1, maybe_row = 1;
        if (p >= checked_from && p + 4 <= end) {
            uint32_t here, back, above;
            memcpy(&here, data + p, 4);
            memcpy(&back, data + p - near, 4);
            memcpy(&above, data + p - above_distance, 4);
            maybe_run = !((here ^ back) & THREE_BYTES);
            maybe_row = !((here ^ above) & THREE_BYTES);
            if (!maybe_run && !maybe_row) {
                if (pixel_tokens) {
                    while (p >= next_row) row_start = next_row, next_row += far;
                    // A pixel starts where this is a multiple of three (the row's filter byte gives 2). Divided by
                    // three by multiplication, exact below 2¹⁶ (rows here are at most 32,768 bytes).
                    size_t phase = p - row_start + 2;
                    if (phase != 3 * ((phase * 43691u) >> 17)) {
                        p += add_literal(block, data[p]);
                        continue;
                    }
                }
                // Branch-free until the one test that rarely passes: an empty slot names the range's start.
                uint32_t *slot = &recent[hash4(here)];
                const uint8_t *earlier = data + start + *slot;
                *slot = (uint32_t)(p - start);
                uint32_t there;
                memcpy(&there, earlier, 4);
                size_t d = (size_t)(data + p - earlier);
                if (there == here && d - 1 < 32768) {
                    size_t limit = end - p < MAX_MATCH ? end - p : MAX_MATCH;
                    size_t length = 4 + MATCH_LENGTH(data + p + 4, earlier + 4, limit - 4);
                    length = extend_back(block, finder, &p, d, length, 1);
                    if (length >= MIN_FAR_MATCH) {
                        p += add_match(block, finder, d, length);
                        continue;
                    }
                }
                p += pixel_tokens ? add_pixel(block, data + p) : add_literal(block, data[p]);
                continue;
            }
        }
        size_t limit = end - p < MAX_MATCH ? end - p : MAX_MATCH;
        size_t best = 0, distance = near;
        // A run costs no distance bits, a row 10 or more: the row wins only when it is longer.
        if (p >= near && maybe_run) best = MATCH_LENGTH(data + p, data + p - near, limit);
        if (best < limit && far && p >= far && maybe_row) {
            size_t row = MATCH_LENGTH(data + p, data + p - far, limit);
            if (row > best) best = row, distance = far;
        }
        if (best >= MIN_MATCH) {
            best = extend_back(block, finder, &p, distance, best, 0);
            p += add_match(block, finder, distance, best);
        } else {
            p += add_literal(block, data[p]);
        }
    }
    finder->position = p;
    finder->prefetch = prefetch;
    finder->row_start = row_start;
    finder->next_row = next_row;
}
