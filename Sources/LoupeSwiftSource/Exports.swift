// The front end's vocabulary (SwiftSourceFile, SwiftScene, SwiftModule, the diagnostics) comes with this product, so
// that one `import LoupeSwiftSource` reads a preview and renders it.
@_exported import LoupeSwiftFrontEnd
