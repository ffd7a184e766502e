#ifndef LOUPE_RUN_TOKENS_H
#define LOUPE_RUN_TOKENS_H

// The first pass of the run compressor: the block's bytes as tokens (literals and repeats), counted for its Huffman
// codes. Private to run_deflate.c and run_tokens.c.

#include <stddef.h>
#include <stdint.h>

// Constants of the format (RFC 1951, section 3.2).
enum {
    MIN_MATCH = 3,
    // A repeat found by hash pays distance bits: shorter ones are left as literals.
    MIN_FAR_MATCH = 5,
    HASH_BITS = 14,
    MAX_MATCH = 258,
    LITLEN_SYMBOLS = 286,
    DIST_SYMBOLS = 30,
    END_OF_BLOCK = 256,
    // Tokens per Huffman block: enough for the statistics to pay for the block header, few enough to adapt.
    BLOCK_TOKENS = 1 << 15,
    // A literal token's byte slot that holds no byte.
    NO_BYTE = 256,
};

/// A token is a match — bit 31 set, the distance's code in bits 26…30, the distance's extra bits (its distance past
/// the code's base) in bits 9…21, the length in bits 0…8 — or one to three literal bytes, in bits 0…8, 9…17 and
/// 18…26 (NO_BYTE where there is none): a pixel whose bytes start no repeat is one token.
static inline int is_match_token(uint32_t token) { return (int)(token >> 31); }

/// The distance code of every distance: direct for 1…256, by 128s above (the codes there span multiples of 128).
typedef struct DistanceCodes {
    uint8_t small[256];  // distance - 1
    uint8_t large[256];  // (distance - 1) >> 7
    uint16_t base[DIST_SYMBOLS];  // the first distance of each code
} DistanceCodes;

/// One block's tokens and the counts of their symbols.
typedef struct Block {
    uint32_t *tokens;
    size_t count;
    uint32_t litlen_freq[LITLEN_SYMBOLS];
    uint32_t dist_freq[DIST_SYMBOLS];
} Block;

/// What the first pass reads, and where it is: the range data[start ..< end], the two distances, the table of
/// earlier positions by hash, and the row the position is in.
typedef struct TokenFinder {
    const uint8_t *data;
    size_t start, end;
    uint32_t near, far;
    uint32_t *recent;  // the last position tried with each hash (a pixel's, in RGB rows), from the range's start
    const DistanceCodes *distance_codes;
    const uint8_t *length_code;  // length → index of its length symbol
    size_t position;
    size_t row_start, next_row;  // the row `position` is in, when rows are known (far ≠ 0)
    const uint8_t *prefetch, *prefetch_end;  // memory to bring into the cache meanwhile, a line per token
} TokenFinder;

/// Fills `block` with tokens from the finder's position until it holds BLOCK_TOKENS tokens or the range ends, and
/// moves the position on. The two are the same pass, one comparing 32 bytes at a time (AVX2, x86-64 only), one 16
/// (SSE2) or 8: the tokens are the same.
void loupe_find_tokens(TokenFinder *finder, Block *block);
void loupe_find_tokens_avx2(TokenFinder *finder, Block *block);
int loupe_find_tokens_avx2_available(void);

#endif
