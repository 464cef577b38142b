// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// Splits one whole CSV or TSV record (as ``DelimitedRecordScanner`` hands it out) into its fields.
///
/// Unquoted fields are read where they are; a quoted field is copied once, its doubled quotes made
/// single. A field's bytes stay valid until the next ``split(_:)`` and only while the record's bytes
/// do. Each thread needs its own instance.
package final class DelimitedFields {
    private let delimiter: UInt8
    private let quotes: Bool
    // One owner per instance: no run-time exclusivity checks in the per-byte loops.
    @exclusivity(unchecked) private var record = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Unescaped quoted fields, back to back.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var storageCapacity = 256
    @exclusivity(unchecked) private var stored = 0
    /// Each field's start and end, in the record or (`inStorage`) in `storage`.
    @exclusivity(unchecked) private var starts: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var ends: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var inStorage: UnsafeMutablePointer<Bool>
    @exclusivity(unchecked) private var fieldCapacity = 16

    /// The number of fields of the record last split.
    @exclusivity(unchecked) package private(set) var count = 0
    /// What is wrong with the record last split: text after a closing quote, or a quote still
    /// open at its end.
    @exclusivity(unchecked) package private(set) var problem: DelimitedReader.Problem?

    /// - Parameters:
    ///   - delimiter: the field separator (`,` or a tab).
    ///   - quotes: whether `"` quotes fields (CSV) or is an ordinary character (TSV).
    package init(delimiter: UInt8, quotes: Bool) {
        self.delimiter = delimiter
        self.quotes = quotes
        storage = .allocate(capacity: storageCapacity)
        starts = .allocate(capacity: fieldCapacity)
        ends = .allocate(capacity: fieldCapacity)
        inStorage = .allocate(capacity: fieldCapacity)
    }

    deinit {
        storage.deallocate()
        starts.deallocate()
        ends.deallocate()
        inStorage.deallocate()
    }

    /// Splits `record` (one record's raw bytes, without its line ending).
    package func split(_ record: UnsafeBufferPointer<UInt8>) {
        self.record = record
        count = 0
        stored = 0
        problem = nil
        guard let base = record.baseAddress else {
            add(0, 0, stored: false)
            return
        }
        let end = record.count
        var index = 0
        while true {
            if quotes && index < end && base[index] == 0x22 {
                index = quoted(base, from: index + 1, to: end)
            } else {
                var stop = index
                while stop < end && base[stop] != delimiter { stop += 1 }
                add(index, stop, stored: false)
                index = stop
            }
            // `index` is at a delimiter or the end.
            guard index < end else { return }
            index += 1
        }
    }

    /// Copies the quoted field whose content starts at `start`; returns where it ends (at a
    /// delimiter or the record's end).
    private func quoted(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let fieldStart = stored
        var index = start
        while true {
            var stop = index
            while stop < end && base[stop] != 0x22 { stop += 1 }
            keep(base + index, stop - index)
            guard stop < end else {
                if problem == nil { problem = .unterminatedQuote }
                add(fieldStart, stored, stored: true)
                return end
            }
            // A closing quote, or the first of two.
            if stop + 1 < end && base[stop + 1] == 0x22 {
                keep(base + stop, 1)
                index = stop + 2
                continue
            }
            index = stop + 1
            if index < end && base[index] != delimiter {
                // Text after the closing quote: the rest of the field is read as it is.
                if problem == nil { problem = .textAfterQuote }
                var after = index
                while after < end && base[after] != delimiter { after += 1 }
                keep(base + index, after - index)
                index = after
            }
            add(fieldStart, stored, stored: true)
            return index
        }
    }

    private func keep(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
        guard length > 0 else { return }
        if stored + length > storageCapacity {
            var larger = storageCapacity * 2
            while larger < stored + length { larger *= 2 }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
            grown.update(from: storage, count: stored)
            storage.deallocate()
            storage = grown
            storageCapacity = larger
        }
        (storage + stored).update(from: bytes, count: length)
        stored += length
    }

    @inline(__always)
    private func add(_ start: Int, _ end: Int, stored isStored: Bool) {
        if count == fieldCapacity { growFields() }
        starts[count] = start
        ends[count] = end
        inStorage[count] = isStored
        count += 1
    }

    private func growFields() {
        let larger = fieldCapacity * 2
        func grown<Element>(_ old: UnsafeMutablePointer<Element>) -> UnsafeMutablePointer<Element> {
            let new = UnsafeMutablePointer<Element>.allocate(capacity: larger)
            new.moveInitialize(from: old, count: count)
            old.deallocate()
            return new
        }
        starts = grown(starts)
        ends = grown(ends)
        inStorage = grown(inStorage)
        fieldCapacity = larger
    }

    /// Field `index` (from 0) of the record last split.
    package func field(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(index >= 0 && index < count, "no field \(index)")
        let start = starts[index]
        let length = ends[index] - start
        if inStorage[index] { return UnsafeBufferPointer(start: storage + start, count: length) }
        guard let base = record.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + start, count: length)
    }
}
