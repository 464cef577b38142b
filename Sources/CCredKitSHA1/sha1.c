// SPDX-License-Identifier: Apache-2.0
// SHA-1's compression with the x86-64 SHA extensions (SHA-NI): four rounds per sha1rnds4, the message
// schedule in sha1msg1/sha1msg2. Written from Intel's description of the instructions ("Intel SHA
// Extensions", 2013). Elsewhere (other processors, Apple silicon) the Swift implementation runs.
#include "CCredKitSHA1.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

int ck_sha1_hardware_available(void) {
    unsigned int a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    int ssse3 = (c >> 9) & 1, sse41 = (c >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    int sha = (b >> 29) & 1;
    return ssse3 && sse41 && sha;
}

// Rounds 4g to 4g+3 for g ≥ 3: the current message quarter is m[g % 4]; the other quarters advance
// the schedule; E alternates between two registers.
#define CK_GROUP(E_CUR, E_OTHER, M_CUR, M_NEXT, M_XOR, M_MSG1, F) \
    E_CUR = _mm_sha1nexte_epu32(E_CUR, M_CUR);                    \
    E_OTHER = abcd;                                              \
    M_NEXT = _mm_sha1msg2_epu32(M_NEXT, M_CUR);                  \
    abcd = _mm_sha1rnds4_epu32(abcd, E_CUR, F);                  \
    M_MSG1 = _mm_sha1msg1_epu32(M_MSG1, M_CUR);                  \
    M_XOR = _mm_xor_si128(M_XOR, M_CUR);

__attribute__((target("sha,sse4.1,ssse3")))
void ck_sha1_blocks(uint32_t state[5], const uint8_t *data, size_t blocks) {
    const __m128i order = _mm_set_epi64x(0x0001020304050607LL, 0x08090a0b0c0d0e0fLL);
    __m128i abcd = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)state), 0x1B);
    __m128i e0 = _mm_set_epi32((int)state[4], 0, 0, 0);
    __m128i e1;
    while (blocks--) {
        const __m128i abcd_saved = abcd, e0_saved = e0;
        __m128i m0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 0)), order);
        __m128i m1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16)), order);
        __m128i m2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 32)), order);
        __m128i m3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 48)), order);

        // Rounds 0-3, 4-7, 8-11: the schedule starts.
        e0 = _mm_add_epi32(e0, m0);
        e1 = abcd;
        abcd = _mm_sha1rnds4_epu32(abcd, e0, 0);
        e1 = _mm_sha1nexte_epu32(e1, m1);
        e0 = abcd;
        abcd = _mm_sha1rnds4_epu32(abcd, e1, 0);
        m0 = _mm_sha1msg1_epu32(m0, m1);
        e0 = _mm_sha1nexte_epu32(e0, m2);
        e1 = abcd;
        abcd = _mm_sha1rnds4_epu32(abcd, e0, 0);
        m1 = _mm_sha1msg1_epu32(m1, m2);
        m0 = _mm_xor_si128(m0, m2);

        // Groups 3-19 (rounds 12-79); the function changes every five groups.
        CK_GROUP(e1, e0, m3, m0, m1, m2, 0)   // g = 3
        CK_GROUP(e0, e1, m0, m1, m2, m3, 0)   // g = 4
        CK_GROUP(e1, e0, m1, m2, m3, m0, 1)   // g = 5
        CK_GROUP(e0, e1, m2, m3, m0, m1, 1)   // g = 6
        CK_GROUP(e1, e0, m3, m0, m1, m2, 1)   // g = 7
        CK_GROUP(e0, e1, m0, m1, m2, m3, 1)   // g = 8
        CK_GROUP(e1, e0, m1, m2, m3, m0, 1)   // g = 9
        CK_GROUP(e0, e1, m2, m3, m0, m1, 2)   // g = 10
        CK_GROUP(e1, e0, m3, m0, m1, m2, 2)   // g = 11
        CK_GROUP(e0, e1, m0, m1, m2, m3, 2)   // g = 12
        CK_GROUP(e1, e0, m1, m2, m3, m0, 2)   // g = 13
        CK_GROUP(e0, e1, m2, m3, m0, m1, 2)   // g = 14
        CK_GROUP(e1, e0, m3, m0, m1, m2, 3)   // g = 15
        CK_GROUP(e0, e1, m0, m1, m2, m3, 3)   // g = 16
        CK_GROUP(e1, e0, m1, m2, m3, m0, 3)   // g = 17
        CK_GROUP(e0, e1, m2, m3, m0, m1, 3)   // g = 18
        CK_GROUP(e1, e0, m3, m0, m1, m2, 3)   // g = 19

        e0 = _mm_sha1nexte_epu32(e0, e0_saved);
        abcd = _mm_add_epi32(abcd, abcd_saved);
        data += 64;
    }
    _mm_storeu_si128((__m128i *)state, _mm_shuffle_epi32(abcd, 0x1B));
    state[4] = (uint32_t)_mm_extract_epi32(e0, 3);
}

#else

int ck_sha1_hardware_available(void) { return 0; }

void ck_sha1_blocks(uint32_t state[5], const uint8_t *data, size_t blocks) {
    (void)state;
    (void)data;
    (void)blocks;
}

#endif
