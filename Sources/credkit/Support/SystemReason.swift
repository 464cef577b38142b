// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import Foundation

/// Why a file or socket operation failed, in `language`: the system's error number in credkit's
/// own words when there is one (Foundation's errors carry it underneath), else Foundation's text.
func systemReason(_ error: any Error, in language: Language) -> String {
    if let error = error as? SystemError { return error.message(in: language) }
    if let error = error as? POSIXError { return SystemError(error.code.rawValue).message(in: language) }
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return SystemError(Int32(nsError.code)).message(in: language) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return SystemError(Int32(underlying.code)).message(in: language)
    }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? POSIXError {
        return SystemError(underlying.code.rawValue).message(in: language)
    }
    return nsError.localizedDescription
}
