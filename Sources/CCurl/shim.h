// SPDX-License-Identifier: Apache-2.0
// libcurl's easy interface for CognitoClient's Linux transport. `curl_easy_setopt` and
// `curl_easy_getinfo` are variadic, which Swift cannot call: these typed wrappers make each call
// with the argument type the option documents.
#include <curl/curl.h>

static inline CURLcode credkit_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode credkit_curl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode credkit_curl_setopt_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode credkit_curl_setopt_data_callback(
    CURL *handle, CURLoption option, size_t (*callback)(char *, size_t, size_t, void *)) {
    return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode credkit_curl_setopt_progress_callback(
    CURL *handle, int (*callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode credkit_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}
