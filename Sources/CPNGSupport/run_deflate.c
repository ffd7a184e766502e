#include "run_deflate.h"
#include "run_tokens.h"
#include "CPNGSupport.h"
#include <stdlib.h>
#include <string.h>

// Constants of the format (RFC 1951, section 3.2) the writing needs beyond run_tokens.h's.
enum {
    CODELEN_SYMBOLS = 19,
    MAX_CODE_LENGTH = 15,
    MAX_CODELEN_CODE_LENGTH = 7,
    STORED_MAX = 65535,
};

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
                                       513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
                                       8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
// The order code-length code lengths are sent in.
static const uint8_t codelen_order[CODELEN_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

size_t loupe_run_deflate_bound(size_t length) {
    // Every block can fall back to stored pieces of at most 65535 bytes (5 bytes of framing each, plus a partial
    // byte of header bits); a block ends only after BLOCK_TOKENS tokens, which cover at least as many bytes; then
    // the closing empty stored block.
    size_t pieces = length / STORED_MAX + length / BLOCK_TOKENS + 2;
    return length + 6 * pieces + 16;
}

// MARK: - Bits

typedef struct BitWriter {
    uint8_t *out;
    size_t pos;
    uint64_t bits;
    unsigned count;
} BitWriter;

/// Appends the `n` (≤ 56) low bits of `value`, least significant first. Whole bytes go out at once: eight bytes are
/// stored every time (the output keeps 16 bytes to spare), and the position moves on by the bytes completed, so at
/// most 7 bits stay pending.
static inline void put_bits(BitWriter *w, uint64_t value, unsigned n) {
    w->bits |= value << w->count;
    w->count += n;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    for (int i = 0; i < 8; i++) w->out[w->pos + i] = (uint8_t)(w->bits >> (8 * i));
#else
    memcpy(w->out + w->pos, &w->bits, 8);
#endif
    w->pos += w->count >> 3;
    w->bits >>= w->count & ~7u;
    w->count &= 7;
}

/// Pads with zero bits to a byte boundary and writes out what is pending.
static void flush_to_byte(BitWriter *w) {
    while (w->count > 0) {
        w->out[w->pos++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

// MARK: - Huffman codes

/// Sorts `count` keys below 2²⁷ — a frequency above a symbol's 9 bits, given in ascending order of symbol —
/// ascending: by insertion when they are few (the distance and code-length alphabets), else in two stable passes of
/// the frequency's 9-bit halves (the symbols' order is already the tie-break).
static void radix_sort(uint32_t *keys, int count) {
    if (count <= 32) {
        for (int i = 1; i < count; i++) {
            uint32_t key = keys[i];
            int j = i;
            for (; j > 0 && keys[j - 1] > key; j--) keys[j] = keys[j - 1];
            keys[j] = key;
        }
        return;
    }
    uint32_t other[LITLEN_SYMBOLS];
    uint32_t *from = keys, *to = other;
    for (int shift = 9; shift < 27; shift += 9) {
        int starts[513] = {0};
        for (int i = 0; i < count; i++) starts[((from[i] >> shift) & 511) + 1]++;
        for (int b = 0; b < 512; b++) starts[b + 1] += starts[b];
        for (int i = 0; i < count; i++) to[starts[(from[i] >> shift) & 511]++] = from[i];
        uint32_t *swap = from;
        from = to;
        to = swap;
    }
    if (from != keys) memcpy(keys, from, sizeof(uint32_t) * (size_t)count);
}

/// Code lengths of at most `limit` bits for symbols 0..<n with the given frequencies (0: unused). Two or more
/// symbols always get codes, so the code is complete; a lone symbol gets 1 bit.
static void huffman_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths) {
    // Frequency above the symbol (9 bits): a block's counts stay below 2¹⁸ (BLOCK_TOKENS tokens of up to three
    // literals each, plus the end of the block).
    uint32_t keys[LITLEN_SYMBOLS];
    int m = 0;
    memset(lengths, 0, (size_t)n);
    for (int s = 0; s < n; s++) {
        if (freq[s]) keys[m++] = freq[s] << 9 | (uint32_t)s;
    }
    if (m == 0) return;
    if (m == 1) {
        lengths[keys[0] & 511] = 1;
        return;
    }
    // Ascending frequency, ties by symbol: the result depends on the frequencies only.
    radix_sort(keys, m);

    // Two-queue construction: leaves in order, internal nodes are made in ascending weight order.
    uint32_t internal_weight[LITLEN_SYMBOLS];
    int leaf_parent[LITLEN_SYMBOLS], internal_parent[LITLEN_SYMBOLS];
    int next_leaf = 0, next_internal = 0;
    for (int made = 0; made < m - 1; made++) {
        uint32_t weight = 0;
        for (int pick = 0; pick < 2; pick++) {
            int take_leaf = next_leaf < m
                && (next_internal >= made || (keys[next_leaf] >> 9) <= internal_weight[next_internal]);
            if (take_leaf) {
                weight += keys[next_leaf] >> 9;
                leaf_parent[next_leaf++] = made;
            } else {
                weight += internal_weight[next_internal];
                internal_parent[next_internal++] = made;
            }
        }
        internal_weight[made] = weight;
    }
    // Depths: the root is the last node made; every parent was made after its children.
    int depth[LITLEN_SYMBOLS];
    depth[m - 2] = 0;
    for (int j = m - 3; j >= 0; j--) depth[j] = depth[internal_parent[j]] + 1;
    int count_at[64] = {0};
    int deepest = 0;
    for (int i = 0; i < m; i++) {
        int d = depth[leaf_parent[i]] + 1;
        count_at[d]++;
        if (d > deepest) deepest = d;
    }
    // Fold lengths over the limit into it, then lengthen shorter codes until the code is complete again.
    if (deepest > limit) {
        for (int d = limit + 1; d <= deepest; d++) {
            count_at[limit] += count_at[d];
            count_at[d] = 0;
        }
        uint32_t total = 0;
        for (int d = limit; d > 0; d--) total += (uint32_t)count_at[d] << (limit - d);
        while (total != (1u << limit)) {
            count_at[limit]--;
            for (int d = limit - 1; d > 0; d--) {
                if (count_at[d]) {
                    count_at[d]--;
                    count_at[d + 1] += 2;
                    break;
                }
            }
            total--;
        }
    }
    // The longest codes go to the least frequent symbols.
    int i = 0;
    for (int d = limit; d > 0; d--) {
        for (int k = 0; k < count_at[d]; k++) lengths[keys[i++] & 511] = (uint8_t)d;
    }
}

/// The 16 low bits of `v` in reverse order.
static inline uint32_t reverse16(uint32_t v) {
    v = ((v >> 1) & 0x5555u) | ((v & 0x5555u) << 1);
    v = ((v >> 2) & 0x3333u) | ((v & 0x3333u) << 2);
    v = ((v >> 4) & 0x0F0Fu) | ((v & 0x0F0Fu) << 4);
    return ((v >> 8) & 0x00FFu) | ((v & 0x00FFu) << 8);
}

/// Canonical codes for the lengths, bit-reversed for least-significant-first output.
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    int count_at[MAX_CODE_LENGTH + 1] = {0};
    for (int s = 0; s < n; s++) count_at[lengths[s]]++;
    count_at[0] = 0;
    uint32_t next[MAX_CODE_LENGTH + 2];
    uint32_t code = 0;
    for (int bits = 1; bits <= MAX_CODE_LENGTH; bits++) {
        code = (code + (uint32_t)count_at[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int s = 0; s < n; s++) {
        int len = lengths[s];
        if (len == 0) {
            codes[s] = 0;
            continue;
        }
        codes[s] = (uint16_t)(reverse16(next[len]++) >> (16 - len));
    }
}

/// Ensures at least two distance codes (a single one is an incomplete code some inflaters refuse).
static void complete_distance_lengths(uint8_t *lengths) {
    int used = 0, first = -1;
    for (int s = 0; s < DIST_SYMBOLS; s++) {
        if (lengths[s]) {
            used++;
            if (first < 0) first = s;
        }
    }
    if (used >= 2) return;
    if (first < 0) first = 0;
    lengths[first] = 1;
    lengths[first == 0 ? 1 : 0] = 1;
}

// MARK: - Distances

static void make_distance_codes(DistanceCodes *codes) {
    memcpy(codes->base, dist_base, sizeof codes->base);
    // The code of a distance is the last whose base is no greater; entries go up in distance, so the code only grows.
    uint8_t code = 0;
    for (uint32_t d = 1; d <= 256; d++) {
        while (code + 1 < DIST_SYMBOLS && dist_base[code + 1] <= d) code++;
        codes->small[d - 1] = code;
    }
    for (uint32_t entry = 2; entry < 256; entry++) {
        uint32_t d = (entry << 7) + 1;  // the first distance of the entry's 128; all of them share its code
        while (code + 1 < DIST_SYMBOLS && dist_base[code + 1] <= d) code++;
        codes->large[entry] = code;
    }
    codes->large[0] = codes->large[1] = 0;  // distances up to 256 use `small`
}

// MARK: - Blocks

/// Run-length coding of the code lengths (symbols 16, 17, 18 with their repeat counts).
typedef struct CodeLengthRun {
    uint8_t symbol, extra;
} CodeLengthRun;

static int run_length_code(const uint8_t *lengths, int n, CodeLengthRun *runs, uint32_t *freq) {
    int count = 0;
    for (int i = 0; i < n;) {
        uint8_t value = lengths[i];
        int run = 1;
        while (i + run < n && lengths[i + run] == value) run++;
        int left = run;
        if (value == 0) {
            while (left >= 11) {
                int take = left > 138 ? 138 : left;
                runs[count++] = (CodeLengthRun){18, (uint8_t)(take - 11)};
                left -= take;
            }
            if (left >= 3) {
                runs[count++] = (CodeLengthRun){17, (uint8_t)(left - 3)};
                left = 0;
            }
        } else {
            runs[count++] = (CodeLengthRun){value, 0};
            left--;
            while (left >= 3) {
                int take = left > 6 ? 6 : left;
                runs[count++] = (CodeLengthRun){16, (uint8_t)(take - 3)};
                left -= take;
            }
        }
        while (left-- > 0) runs[count++] = (CodeLengthRun){value, 0};
        i += run;
    }
    for (int k = 0; k < count; k++) freq[runs[k].symbol]++;
    return count;
}

static void write_stored(BitWriter *w, const uint8_t *bytes, size_t count, int final) {
    do {
        size_t piece = count > STORED_MAX ? STORED_MAX : count;
        count -= piece;
        put_bits(w, (final && count == 0) ? 1 : 0, 3);  // BFINAL, BTYPE 00
        flush_to_byte(w);
        w->out[w->pos++] = (uint8_t)piece;
        w->out[w->pos++] = (uint8_t)(piece >> 8);
        w->out[w->pos++] = (uint8_t)~piece;
        w->out[w->pos++] = (uint8_t)(~piece >> 8);
        memcpy(w->out + w->pos, bytes, piece);
        w->pos += piece;
        bytes += piece;
    } while (count > 0);
}

/// A block's codes as its tokens are written: each literal's code with its bit count above bit 24, each length's
/// code with its extra bits in place and their count above bit 24, and each distance code in bits 0…15, its length
/// in bits 16…23 and its extra bits' count above.
typedef struct TokenCodes {
    const uint32_t *literal_entry, *length_entry, *distance_entry;
} TokenCodes;

/// The bits of one token (at most 15 + 5 + 15 + 13 = 48, or three literals' 45) in `value`; returns how many. Both
/// readings are made and one kept: literals and repeats alternate too unpredictably for a branch between them.
static inline unsigned token_bits(const TokenCodes *codes, uint32_t token, uint64_t *value) {
    // One to three bytes; an absent one's entry is 0 bits.
    uint32_t first = codes->literal_entry[token & 511], second = codes->literal_entry[(token >> 9) & 511];
    uint32_t third = codes->literal_entry[(token >> 18) & 511];
    unsigned first_bits = first >> 24, two_bits = first_bits + (second >> 24);
    uint64_t literals = (first & 0xFFFFFF) | (uint64_t)(second & 0xFFFFFF) << first_bits
        | (uint64_t)(third & 0xFFFFFF) << two_bits;
    unsigned literal_bits = two_bits + (third >> 24);
    // A length and a distance.
    uint32_t entry = codes->length_entry[token & 511], distance_entry = codes->distance_entry[(token >> 26) & 31];
    unsigned length_bits = entry >> 24, distance_code_bits = (distance_entry >> 16) & 0xFF;
    uint64_t distance_part = (distance_entry & 0xFFFF) | (uint64_t)((token >> 9) & 0x1FFF) << distance_code_bits;
    uint64_t repeat = (entry & 0xFFFFFF) | distance_part << length_bits;
    unsigned repeat_bits = length_bits + distance_code_bits + (distance_entry >> 24);
    int is_repeat = is_match_token(token);
    *value = is_repeat ? repeat : literals;
    return is_repeat ? repeat_bits : literal_bits;
}

/// Writes the block with Huffman codes made for it, or stored (its input, `bytes`) when that is smaller.
static void write_block(BitWriter *w, Block *b, const uint8_t *bytes, size_t byte_count, const uint8_t *length_code,
                        int final) {
    b->litlen_freq[END_OF_BLOCK]++;
    uint8_t litlen_lengths[LITLEN_SYMBOLS], dist_lengths[DIST_SYMBOLS];
    huffman_lengths(b->litlen_freq, LITLEN_SYMBOLS, MAX_CODE_LENGTH, litlen_lengths);
    huffman_lengths(b->dist_freq, DIST_SYMBOLS, MAX_CODE_LENGTH, dist_lengths);
    complete_distance_lengths(dist_lengths);

    int hlit = LITLEN_SYMBOLS, hdist = DIST_SYMBOLS;
    while (hlit > 257 && litlen_lengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dist_lengths[hdist - 1] == 0) hdist--;
    uint8_t all_lengths[LITLEN_SYMBOLS + DIST_SYMBOLS];
    memcpy(all_lengths, litlen_lengths, (size_t)hlit);
    memcpy(all_lengths + hlit, dist_lengths, (size_t)hdist);
    CodeLengthRun runs[LITLEN_SYMBOLS + DIST_SYMBOLS];
    uint32_t codelen_freq[CODELEN_SYMBOLS] = {0};
    int run_count = run_length_code(all_lengths, hlit + hdist, runs, codelen_freq);
    uint8_t codelen_lengths[CODELEN_SYMBOLS];
    huffman_lengths(codelen_freq, CODELEN_SYMBOLS, MAX_CODELEN_CODE_LENGTH, codelen_lengths);
    int hclen = CODELEN_SYMBOLS;
    while (hclen > 4 && codelen_lengths[codelen_order[hclen - 1]] == 0) hclen--;

    // The block's exact size in bits, against storing it (3 header bits, up to 7 of padding, 4 bytes of lengths).
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    for (int k = 0; k < run_count; k++) {
        uint8_t s = runs[k].symbol;
        bits += codelen_lengths[s] + (s == 16 ? 2 : s == 17 ? 3 : s == 18 ? 7 : 0);
    }
    for (int s = 0; s < LITLEN_SYMBOLS; s++) {
        if (b->litlen_freq[s]) bits += (uint64_t)b->litlen_freq[s] * (litlen_lengths[s] + (s > 256 ? length_extra[s - 257] : 0));
    }
    for (int s = 0; s < DIST_SYMBOLS; s++) {
        if (b->dist_freq[s]) bits += (uint64_t)b->dist_freq[s] * (dist_lengths[s] + dist_extra[s]);
    }
    uint64_t stored_bits = ((uint64_t)byte_count + 5 * (byte_count / STORED_MAX + 1)) * 8 + 10;
    if (bits >= stored_bits) {
        write_stored(w, bytes, byte_count, final);
        return;
    }

    uint16_t litlen_codes[LITLEN_SYMBOLS], dist_codes[DIST_SYMBOLS], codelen_codes[CODELEN_SYMBOLS];
    canonical_codes(litlen_lengths, LITLEN_SYMBOLS, litlen_codes);
    canonical_codes(dist_lengths, DIST_SYMBOLS, dist_codes);
    canonical_codes(codelen_lengths, CODELEN_SYMBOLS, codelen_codes);

    put_bits(w, final ? 1 : 0, 1);
    put_bits(w, 2, 2);  // BTYPE 10: dynamic Huffman codes
    put_bits(w, (uint64_t)(hlit - 257), 5);
    put_bits(w, (uint64_t)(hdist - 1), 5);
    put_bits(w, (uint64_t)(hclen - 4), 4);
    for (int k = 0; k < hclen; k++) put_bits(w, codelen_lengths[codelen_order[k]], 3);
    for (int k = 0; k < run_count; k++) {
        uint8_t s = runs[k].symbol;
        put_bits(w, codelen_codes[s], codelen_lengths[s]);
        if (s == 16) put_bits(w, runs[k].extra, 2);
        else if (s == 17) put_bits(w, runs[k].extra, 3);
        else if (s == 18) put_bits(w, runs[k].extra, 7);
    }

    // Each literal's code with its bit count (above bit 24), and each length's code with its extra bits in place: a
    // token is then a lookup per part and one write.
    // Every 9-bit field a token's other reading can hold has an entry (0 where it means nothing).
    uint32_t literal_entry[512] = {0}, length_entry[512] = {0}, distance_entry[32] = {0};
    for (int s = 0; s < 256; s++) literal_entry[s] = (uint32_t)litlen_lengths[s] << 24 | litlen_codes[s];
    for (int length = MIN_MATCH; length <= MAX_MATCH; length++) {
        uint8_t index = length_code[length];
        uint32_t symbol = 257u + index;
        length_entry[length] = (uint32_t)(litlen_lengths[symbol] + length_extra[index]) << 24
            | litlen_codes[symbol] | (uint32_t)(length - length_base[index]) << litlen_lengths[symbol];
    }
    for (int code = 0; code < DIST_SYMBOLS; code++) {
        distance_entry[code] = (uint32_t)dist_extra[code] << 24 | (uint32_t)dist_lengths[code] << 16 | dist_codes[code];
    }
    // Two tokens go out in one write when they fit in 56 bits (two single literals always do): the writes are one
    // chain of dependent steps, and that chain, not the lookups, is what this loop's time goes to.
    const TokenCodes token_codes = {literal_entry, length_entry, distance_entry};
    size_t k = 0;
    for (; k + 2 <= b->count; k += 2) {
        uint64_t first, second;
        unsigned first_bits = token_bits(&token_codes, b->tokens[k], &first);
        unsigned second_bits = token_bits(&token_codes, b->tokens[k + 1], &second);
        if (first_bits + second_bits <= 56) {
            put_bits(w, first | second << first_bits, first_bits + second_bits);
        } else {
            put_bits(w, first, first_bits);
            put_bits(w, second, second_bits);
        }
    }
    if (k < b->count) {
        uint64_t last;
        unsigned last_bits = token_bits(&token_codes, b->tokens[k], &last);
        put_bits(w, last, last_bits);
    }
    put_bits(w, litlen_codes[END_OF_BLOCK], litlen_lengths[END_OF_BLOCK]);
}

// MARK: - The stream

/// The scratch of one call: tokens, the distance codes and the table of earlier positions by hash.
struct LoupeRunDeflateScratch {
    uint32_t tokens[BLOCK_TOKENS];
    Block block;
    DistanceCodes distance_codes;
    uint32_t recent[1 << HASH_BITS];
    int wide_compare;
    const uint8_t *prefetch;
    size_t prefetch_length;
};

static _Atomic int wide_compare_allowed = 1;

void loupe_run_deflate_allow_wide_compare(int allowed) { wide_compare_allowed = allowed != 0; }

LoupeRunDeflateScratch *loupe_run_deflate_scratch_new(void) {
    LoupeRunDeflateScratch *scratch = malloc(sizeof(LoupeRunDeflateScratch));
    if (scratch == NULL) return NULL;
    make_distance_codes(&scratch->distance_codes);
    loupe_run_deflate_prefetch(scratch, NULL, 0);
    scratch->wide_compare = wide_compare_allowed && loupe_find_tokens_avx2_available();
    return scratch;
}

void loupe_run_deflate_scratch_free(LoupeRunDeflateScratch *scratch) { free(scratch); }

void loupe_run_deflate_prefetch(LoupeRunDeflateScratch *scratch, const void *memory, size_t length) {
    scratch->prefetch = memory;
    scratch->prefetch_length = memory == NULL ? 0 : length;
}

size_t loupe_run_deflate(const uint8_t *data, size_t start, size_t end, uint32_t near, uint32_t far, int last,
                         LoupeRunDeflateScratch *scratch, uint8_t *out) {
    BitWriter w = {out, 0, 0, 0};
    // Every range starts from nothing remembered, so its output depends on its own bytes (and the row before).
    memset(scratch->recent, 0, sizeof scratch->recent);
    uint8_t length_code[MAX_MATCH + 1] = {0};
    for (uint8_t index = 0; index < 29; index++) {
        // 258 has a code of its own (index 28), though 227 + 31 would reach it.
        int top = index + 1 < 29 ? length_base[index + 1] : MAX_MATCH + 1;
        for (int length = length_base[index]; length < top; length++) length_code[length] = index;
    }
    TokenFinder finder = {
        .data = data, .start = start, .end = end, .near = near, .far = far, .recent = scratch->recent,
        .distance_codes = &scratch->distance_codes, .length_code = length_code, .position = start,
        // data[0] starts a row.
        .row_start = 0, .next_row = far ? far : SIZE_MAX,
        .prefetch = scratch->prefetch, .prefetch_end = scratch->prefetch + scratch->prefetch_length,
    };
    loupe_run_deflate_prefetch(scratch, NULL, 0);
    Block *block = &scratch->block;
    block->tokens = scratch->tokens;
    do {
        memset(block->litlen_freq, 0, sizeof block->litlen_freq);
        memset(block->dist_freq, 0, sizeof block->dist_freq);
        block->count = 0;
        size_t block_start = finder.position;
        if (scratch->wide_compare) loupe_find_tokens_avx2(&finder, block);
        else loupe_find_tokens(&finder, block);
        write_block(&w, block, data + block_start, finder.position - block_start, length_code,
                    last && finder.position >= end);
    } while (finder.position < end);

    // A range of more ranges to come ends on a byte boundary: an empty stored block (a sync flush).
    if (!last) write_stored(&w, data, 0, 0);
    flush_to_byte(&w);
    return w.pos;
}
