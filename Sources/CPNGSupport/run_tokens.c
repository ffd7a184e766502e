#include "run_tokens.h"
#include <string.h>
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

// The pass itself is in run_tokens_pass.h, compiled here twice: once for any processor, once with AVX2 for
// comparing 32 bytes at a time (a repeat's length is most of the pass's work). Calling a wider comparison from the
// portable pass costs more than it saves; a whole pass chosen once per block does not.

/// How many bytes at `a` equal those at `b`, up to `limit`: sixteen at a time where SSE2 is there (every x86-64),
/// else eight, then one.
static inline size_t match_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 0;
#if defined(__SSE2__)
    while (n + 16 <= limit) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + n)), y = _mm_loadu_si128((const __m128i *)(b + n));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 16;
    }
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    while (n + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        uint64_t diff = x ^ y;
        if (diff) return n + (size_t)(__builtin_ctzll(diff) >> 3);
        n += 8;
    }
#endif
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

#if defined(__x86_64__)
/// As match_length, 32 bytes at a time.
__attribute__((target("avx2"))) static inline size_t match_length_avx2(const uint8_t *a, const uint8_t *b,
                                                                        size_t limit) {
    size_t n = 0;
    while (n + 32 <= limit) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(a + n)), y = _mm256_loadu_si256((const __m256i *)(b + n));
        unsigned differ = ~(unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, y));
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 32;
    }
    return n + match_length(a + n, b + n, limit - n);
}
#endif

/// How many bytes just before `a` equal those just before `b`, up to `limit` (all of them within the data).
static inline size_t common_suffix(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 0;
#if defined(__SSE2__)
    while (n + 16 <= limit) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a - n - 16)), y = _mm_loadu_si128((const __m128i *)(b - n - 16));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
        if (differ) return n + (size_t)__builtin_clz(differ << 16);
        n += 16;
    }
#endif
    while (n < limit && *(a - 1 - n) == *(b - 1 - n)) n++;
    return n;
}

/// The first three bytes of a little-endian 32-bit load (a shorter match than that is no match).
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define THREE_BYTES 0xFFFFFF00u
#else
#define THREE_BYTES 0x00FFFFFFu
#endif

static inline uint32_t hash4(uint32_t bytes) { return (bytes * 2654435761u) >> (32 - HASH_BITS); }

static inline uint8_t distance_code(const DistanceCodes *codes, uint32_t distance) {
    return distance <= 256 ? codes->small[distance - 1] : codes->large[(distance - 1) >> 7];
}

/// Appends a token of one literal byte and counts it; returns the bytes it covers.
static inline size_t add_literal(Block *block, uint8_t byte) {
    block->tokens[block->count++] = byte | (uint32_t)NO_BYTE << 9 | (uint32_t)NO_BYTE << 18;
    block->litlen_freq[byte]++;
    return 1;
}

/// Appends one token of a pixel's three literal bytes and counts them; returns 3.
static inline size_t add_pixel(Block *block, const uint8_t *bytes) {
    block->tokens[block->count++] = bytes[0] | (uint32_t)bytes[1] << 9 | (uint32_t)bytes[2] << 18;
    block->litlen_freq[bytes[0]]++;
    block->litlen_freq[bytes[1]]++;
    block->litlen_freq[bytes[2]]++;
    return 3;
}

/// A literal token with its byte at bit `shift` taken out.
static inline uint32_t without_byte(uint32_t token, unsigned shift) {
    return (token & ~(511u << shift)) | (uint32_t)NO_BYTE << shift;
}

/// Appends a match token and counts its length and distance symbols; returns the bytes it covers.
static inline size_t add_match(Block *block, const TokenFinder *finder, size_t distance, size_t length) {
    uint8_t code = distance_code(finder->distance_codes, (uint32_t)distance);
    uint32_t extra = (uint32_t)distance - finder->distance_codes->base[code];
    block->tokens[block->count++] = 1u << 31 | (uint32_t)code << 26 | extra << 9 | (uint32_t)length;
    block->litlen_freq[257 + finder->length_code[length]]++;
    block->dist_freq[code]++;
    return length;
}

/// Gives a repeat found at `*p` the bytes of the repeat token just before it that also repeat at `distance`: all of
/// them (the token goes; returns 1), or all but three (0). A glyph's repeat found after a short run into it then
/// starts where the run did. Rare, so kept out of the passes.
__attribute__((noinline)) static int take_from_repeat(Block *block, const TokenFinder *finder, size_t *p,
                                                      size_t distance, size_t *length) {
    uint32_t token = block->tokens[block->count - 1];
    size_t taken_length = token & 0x1FF, most = taken_length;
    if (most > MAX_MATCH - *length) most = MAX_MATCH - *length;
    if (most > *p - distance) most = *p - distance;
    const uint8_t *data = finder->data;
    size_t k = common_suffix(data + *p, data + *p - distance, most);
    if (k < taken_length) k = taken_length - k >= MIN_MATCH ? k : taken_length - MIN_MATCH;
    if (k == 0) return 0;
    block->litlen_freq[257 + finder->length_code[taken_length]]--;
    *p -= k;
    *length += k;
    if (k == taken_length) {
        block->dist_freq[(token >> 26) & 31]--;
        block->count--;
        return 1;
    }
    block->litlen_freq[257 + finder->length_code[taken_length - k]]++;
    block->tokens[block->count - 1] = (token & ~0x1FFu) | (uint32_t)(taken_length - k);
    return 0;
}

/// Lengthens a repeat found at `*p` backwards over the block's literals just before it that repeat at the same
/// distance (a pixel's last two bytes go out as literals untested), and, when `into_repeats`, into the repeat token
/// before them. Returns the new length; `*p` moves back by as much. Inlined into both passes, as it runs for
/// every repeat.
__attribute__((always_inline)) static inline size_t extend_back(Block *block, const TokenFinder *finder, size_t *p,
                                                                size_t distance, size_t length, int into_repeats) {
    const uint8_t *data = finder->data;
    while (length < MAX_MATCH && block->count > 0 && *p > distance
           && (into_repeats || !is_match_token(block->tokens[block->count - 1]))
           && data[*p - 1] == data[*p - 1 - distance]) {
        uint32_t token = block->tokens[block->count - 1];
        if (is_match_token(token)) {
            if (take_from_repeat(block, finder, p, distance, &length)) continue;
            break;
        }
        // The token's last byte leaves it; a token left with none goes.
        if ((token >> 18 & 511) != NO_BYTE) block->tokens[block->count - 1] = without_byte(token, 18);
        else if ((token >> 9 & 511) != NO_BYTE) block->tokens[block->count - 1] = without_byte(token, 9);
        else block->count--;
        block->litlen_freq[data[*p - 1]]--;
        (*p)--;
        length++;
    }
    return length;
}

#define FIND_TOKENS loupe_find_tokens
#define FIND_TOKENS_TARGET
#define MATCH_LENGTH match_length
#include "run_tokens_pass.h"
#undef FIND_TOKENS
#undef FIND_TOKENS_TARGET
#undef MATCH_LENGTH

#if defined(__x86_64__)
#define FIND_TOKENS loupe_find_tokens_avx2
#define FIND_TOKENS_TARGET __attribute__((target("avx2")))
#define MATCH_LENGTH match_length_avx2
#include "run_tokens_pass.h"

int loupe_find_tokens_avx2_available(void) { return __builtin_cpu_supports("avx2"); }
#else
void loupe_find_tokens_avx2(TokenFinder *finder, Block *block) { loupe_find_tokens(finder, block); }
int loupe_find_tokens_avx2_available(void) { return 0; }
#endif
