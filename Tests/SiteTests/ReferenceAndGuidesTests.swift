import CourseSite
import Foundation
import Testing

/// The site serves more than the course: the DataFlow runtime's reference (its articles and the
/// documentation of its public symbols, from `Sources/DataFlow/DataFlow.docc` and the module's
/// symbol graph) and the guides (`Sources/CourseSite/Guides.docc`), which the README links.
@Suite(.enabled(if: ConvertedSite.buildable, ConvertedSite.skipMessage)) struct ReferenceAndGuidesTests {
    /// Every article of a catalog, by the name DocC gives its page (the file name, lowercased).
    static func articles(in catalog: String) throws -> [String] {
        let folder = CourseCatalog.inPackage.packageRoot.appendingPathComponent(catalog)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }
            .map { String($0.dropLast(3)).lowercased() }
            .sorted()
    }

    static func hasPage(_ path: String, in site: SiteConversion) -> Bool {
        let root = site.outputDirectory
        return FileManager.default.fileExists(atPath: root.appendingPathComponent("\(path)/index.html").path)
            && FileManager.default.fileExists(atPath: root.appendingPathComponent("data/\(path).json").path)
    }

    @Test("every article of the DataFlow catalog is a page under documentation/dataflow")
    func dataFlowArticles() throws {
        let site = try ConvertedSite.site()
        let articles = try Self.articles(in: "Sources/DataFlow/DataFlow.docc")
        #expect(articles.contains("dataflow"), "DataFlow.docc has no landing page DataFlow.md")
        for article in articles where article != "dataflow" {
            #expect(Self.hasPage("documentation/dataflow/\(article)", in: site), "no page for the article \(article)")
        }
        #expect(Self.hasPage("documentation/dataflow", in: site), "no landing page for DataFlow")
    }

    @Test("DataFlow's public symbols are documented: views, state, the host and the graph")
    func dataFlowSymbols() throws {
        let site = try ConvertedSite.site()
        for symbol in ["view", "state", "binding", "viewhost", "elementquery", "dataflowgraph", "observableobject"] {
            #expect(Self.hasPage("documentation/dataflow/\(symbol)", in: site), "no symbol page for \(symbol)")
        }
        let landing = try String(
            contentsOf: site.outputDirectory.appendingPathComponent("data/documentation/dataflow.json"), encoding: .utf8
        )
        #expect(landing.contains("\"Hosting, finding and acting\""), "the landing page lost its curated topics")
    }

    @Test("every guide is a page under documentation/guides")
    func guides() throws {
        let site = try ConvertedSite.site()
        let articles = try Self.articles(in: "Sources/CourseSite/Guides.docc")
        #expect(articles.contains("guides"), "Guides.docc has no root page Guides.md")
        #expect(articles.count > 1, "Guides.docc has no guide")
        for article in articles where article != "guides" {
            #expect(Self.hasPage("documentation/guides/\(article)", in: site), "no page for the guide \(article)")
        }
        #expect(Self.hasPage("documentation/guides", in: site), "no root page for the guides")
    }
}
