// SPDX-License-Identifier: Apache-2.0
import Testing

@testable import CredKitCore

@Suite("System errors in the reader's language")
struct SystemErrorTests {
    @Test("The errors a user meets have credkit's English and Spanish; the English is the C library's")
    func translated() {
        #expect(SystemError(ENOENT).message(in: .english) == "No such file or directory")
        #expect(SystemError(ENOENT).message(in: .spanish) == "No existe el archivo o el directorio")
        #expect(SystemError(EACCES).message(in: .spanish) == "Permiso denegado")
        #expect(SystemError(EISDIR).message(in: .spanish) == "Es un directorio")
        #expect(SystemError(ENOSPC).message(in: .spanish) == "No queda espacio en el dispositivo")
        #expect(SystemError(ECONNREFUSED).message(in: .spanish) == "Conexión rechazada")
        // Every translated number: the English matches glibc's own text, the Spanish differs from it.
        for code in Int32(1)...Int32(133) {
            let english = SystemError(code).message(in: .english)
            let spanish = SystemError(code).message(in: .spanish)
            #expect(english == String(cString: strerror(code)), "errno \(code)")
            if spanish != english {
                #expect(SystemError(code).localized.string(in: .spanish) == spanish)
            }
        }
    }

    @Test("A number without a translation is the system's own text in both languages")
    func untranslated() {
        let code = ENOTSOCK
        #expect(SystemError(code).message(in: .spanish) == String(cString: strerror(code)))
        #expect(SystemError(code).localized.string(in: .spanish) == String(cString: strerror(code)))
    }

    @Test("A file read's failure names the reason in either language")
    func fileBytes() {
        #expect(throws: FileBytes.Failure.system(errno: ENOENT)) { try FileBytes.read("/nonexistent/credkit", limit: 10) }
        #expect(FileBytes.Failure.system(errno: EISDIR).reason.string(in: .spanish) == "Es un directorio")
        #expect(FileBytes.Failure.tooLarge.reason.string(in: .english) == "the file is larger than credkit reads")
    }
}
